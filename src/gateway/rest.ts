// The one place that talks HTTP to the server (docs/rest-api.md): JWT, JSON or multipart
// bodies, SSE streams and the error messages the UI shows. What the answers hold is the
// contract's (contract/*.ts): resolvers name the response schema, `rest.get<Wire<typeof X>>`.
//
// A session whose membership ended (the user was removed from the workspace it is in: a 401 with
// `code: 'membership_ended'`) is exchanged here, once, for a session in another workspace of the
// user's (POST /auth/session-after-removal): the request that met it still fails, and
// `onSessionMoved` listeners are told, so the app says where the user is now and reads again.
import type { SessionAfterRemovalResponse } from '../../contract/account';
import type { Wire } from '../../contract/common';
import type { SseEvent } from './sse';

export const NETWORK_ERROR = 'Network error. Please try again later.';
export const SERVER_ERROR = 'Server error. Please try again later.';
/** Storage key of the JWT (SPEC §3). */
export const TOKEN_KEY = 'jwt';

/** A failed request: `status` is the HTTP status, 0 when the server was not reached. */
export class RestError extends Error {
  /**
   * graphql-js copies a thrown error's `extensions` into the GraphQL error, so the UI can read
   * `error.graphQLErrors[0].extensions.status` (401 logged out, 402 no credit, 409 taken…).
   */
  readonly extensions: { status: number };

  constructor(
    message: string,
    readonly status: number,
    /** The server's `code` beside its message, where it gives one (e.g. 'membership_ended'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RestError';
    this.extensions = { status };
  }
}

/** What the JWT says about the caller; decoded, not verified (the server verifies). */
export interface Claims {
  sub: string;
  wid: string;
  adm: boolean;
  gst: boolean;
}

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type Query = Record<string, string | number | boolean | null | undefined>;
/** JSON-serialisable value, or FormData for multipart uploads. */
export type Body = unknown;

export interface RestOptions {
  /** Origin of the API, '' for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: TokenStorage;
}

export interface Rest {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: Body): Promise<T>;
  patch<T>(path: string, body?: Body): Promise<T>;
  put<T>(path: string, body?: Body): Promise<T>;
  del<T = void>(path: string, body?: Body): Promise<T>;
  /** POSTs `body` (GETs without one) and yields the SSE events of the reply; a non-2xx reply throws RestError on the first `next()`. */
  stream(path: string, body: Body | undefined, signal?: AbortSignal): AsyncIterable<SseEvent>;
  /** The same events, those of each network read together (a burst arrives as a few batches). */
  streamBatches(path: string, body: Body | undefined, signal?: AbortSignal): AsyncIterable<SseEvent[]>;
  /** GETs a file (e.g. an attachment) as a Blob; failures throw RestError like the rest. */
  blob(path: string): Promise<Blob>;
  token(): string | null;
  setToken(jwt: string | null): void;
  claims(): Claims | null;
  /** Told when a removal moved the session to another workspace; returns the unsubscribe. */
  onSessionMoved(listener: (moved: SessionMoved) => void): () => void;
}

/** Where a removed member's session went: the workspace they left (null once deleted) and the one they are in now. */
export interface SessionMoved {
  removedFrom: string | null;
  workspaceId: string;
  workspaceName: string;
}

/** Storage that lives as long as the page: for tests and for hosts without localStorage. */
export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export function createRest(options: RestOptions = {}): Rest {
  const baseUrl = options.baseUrl ?? '';
  // Looked up per call (not bound once) so a fetch stubbed after creation is still used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage ?? globalThis.localStorage ?? memoryStorage();

  const token = () => storage.getItem(TOKEN_KEY);
  const movedListeners = new Set<(moved: SessionMoved) => void>();
  // Several requests meet the ended membership at once: one exchange for all of them.
  let moving: Promise<void> | null = null;

  /** The old token, used up, for one in a workspace still the user's; logged out if there is none. */
  function moveSession(old: string): Promise<void> {
    moving ??= (async () => {
      try {
        // Sent without the old token as a bearer, which the server refuses: it comes in the body.
        storage.removeItem(TOKEN_KEY);
        const response = await doFetch(`${baseUrl}/api/auth/session-after-removal`, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify({ token: old }) });
        if (!response.ok) return;
        const answer = (await response.json()) as Wire<typeof SessionAfterRemovalResponse>;
        storage.setItem(TOKEN_KEY, answer.jwt);
        const moved = { removedFrom: answer.removed_from, workspaceId: answer.user.workspace.id, workspaceName: answer.user.workspace.name };
        for (const listener of movedListeners) listener(moved);
      } catch {
        // Offline: logged out, as any refused session.
      } finally {
        moving = null;
      }
    })();
    return moving;
  }

  async function send(method: string, path: string, init: { query?: Query; body?: Body; signal?: AbortSignal; accept?: string } = {}) {
    const headers: Record<string, string> = { accept: init.accept ?? 'application/json' };
    const jwt = token();
    if (jwt) headers.authorization = `Bearer ${jwt}`;
    let payload: BodyInit | undefined;
    if (init.body instanceof FormData) payload = init.body; // fetch sets the multipart boundary itself
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(init.body);
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/api${path}${queryString(init.query)}`, { method, headers, body: payload, signal: init.signal });
    } catch (error) {
      if (init.signal?.aborted) throw error; // the caller gave up; not a network failure
      throw new RestError(NETWORK_ERROR, 0);
    }
    if (!response.ok) {
      const error = await errorOf(response);
      if (error.code === 'membership_ended' && jwt && token() === jwt) await moveSession(jwt);
      else if (moving) await moving;
      throw error;
    }
    return response;
  }

  async function json<T>(method: string, path: string, init?: { query?: Query; body?: Body }): Promise<T> {
    const response = await send(method, path, init);
    if (response.status === 204) return undefined as T;
    const text = await response.text().catch(() => {
      throw new RestError(NETWORK_ERROR, 0);
    });
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function* streamBatches(path: string, body: Body | undefined, signal?: AbortSignal): AsyncGenerator<SseEvent[]> {
    // The SSE parser loads with the first stream, alongside its request (not before a first paint).
    const [response, { parseSseBatches }] = await Promise.all([send(body === undefined ? 'GET' : 'POST', path, { body, signal, accept: 'text/event-stream' }), import('./sse')]);
    if (!response.body) return;
    try {
      yield* parseSseBatches(response.body);
    } catch (error) {
      if (signal?.aborted) return; // stopped on purpose: end quietly
      throw error instanceof RestError ? error : new RestError(NETWORK_ERROR, 0); // connection dropped mid-stream
    }
  }

  return {
    get: (path, query) => json('GET', path, { query }),
    post: (path, body) => json('POST', path, { body }),
    patch: (path, body) => json('PATCH', path, { body }),
    put: (path, body) => json('PUT', path, { body }),
    del: (path, body) => json('DELETE', path, { body }),
    stream: async function* (path, body, signal) {
      for await (const batch of streamBatches(path, body, signal)) yield* batch;
    },
    streamBatches,
    blob: async (path) => {
      const response = await send('GET', path, { accept: '*/*' });
      return response.blob().catch(() => {
        throw new RestError(NETWORK_ERROR, 0);
      });
    },
    token,
    setToken: (jwt) => (jwt ? storage.setItem(TOKEN_KEY, jwt) : storage.removeItem(TOKEN_KEY)),
    claims: () => decodeClaims(token()),
    onSessionMoved: (listener) => {
      movedListeners.add(listener);
      return () => void movedListeners.delete(listener);
    },
  };
}

/** GraphQL passes omitted optional arguments as null or undefined; the server wants them absent. */
export function withoutEmpty<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;
}

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;
/** GraphQL input's keys as the REST contract spells them, empty ones left out. */
export type SnakeKeys<T> = { [K in keyof T as K extends string ? Snake<K> : K]: Exclude<T[K], null> };

/**
 * A REST body from GraphQL input whose only change is the spelling: `postalCode` goes as
 * `postal_code`, and an omitted optional argument (null or undefined) is left out (withoutEmpty).
 * One level: a nested object keeps its keys.
 */
export function snakeKeys<T extends Record<string, unknown>>(input: T): SnakeKeys<T> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  ) as SnakeKeys<T>;
}

function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The server answers `{ message }` on every failure; proxies and crashes may not. */
async function errorOf(response: Response): Promise<RestError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  if (typeof body?.message === 'string' && body.message) return new RestError(body.message, response.status, typeof body.code === 'string' ? body.code : undefined);
  if (response.status >= 500) return new RestError(SERVER_ERROR, response.status);
  return new RestError(`Request failed (${response.status}).`, response.status);
}

function decodeClaims(jwt: string | null): Claims | null {
  const payload = jwt?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return { sub: String(claims.sub ?? ''), wid: String(claims.wid ?? ''), adm: claims.adm === true, gst: claims.gst === true };
  } catch {
    return null;
  }
}
