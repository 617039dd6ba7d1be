// The REST contract's page sizes, apart from the schemas: plain values with no TypeBox, so the
// browser (gateway, machines) imports them without pulling a schema builder into its bundle.
// Every page's gateway reads them; the tools' limits are in tool-limits.ts, so that a page
// carries only the limits of the tools it shows.

/** A page of a list, when the client does not ask for a size (SPEC: history comes 25 a page). */
export const pageSize = 25;
export const maxPageSize = 100;

/**
 * The orders a library list (conversations, documents, classifications) may be asked in, as its
 * `sort` query parameter: newest first (the default), oldest first, or by title A–Z. The server
 * sorts, so paging by `starting_after` stays right in every order.
 */
export const listSorts = ['created_at:desc', 'created_at:asc', 'title:asc'] as const;
export type ListSort = (typeof listSorts)[number];

/**
 * A conversation opens with this many messages of its chosen path (the newest), and older ones
 * come this many at a time as the reader scrolls up. A read may ask for up to
 * `maxMessagePageSize` (the browser's refresh asks for as many as it has loaded).
 */
export const messagePageSize = 40;
export const maxMessagePageSize = 1000;

/** SPEC §7: up to 250 assistants a page; the client asks for the next page until one comes back short. */
export const assistantPageLimit = 250;

/** The feedback widget's screenshot: at most 5 MB (the server refuses more; the browser downscales to fit). */
export const feedbackScreenshotMaxBytes = 5 * 1024 * 1024;

/** Why a logged-out caller may not use a model: the catalogue card reads it as "available after logging in". */
export const logInToUseModel = 'Log in to use this model.';
