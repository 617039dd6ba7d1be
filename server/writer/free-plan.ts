// SPEC §5, §6: on the free plan (its main plan's price is 0) the writer works with at most 3
// templates ('Maximum 3 templates are allowed').
//
// The browser keeps the preferred templates itself (preferredPresets, in browser storage) and
// refuses a 4th there; the server cannot see that list, but it sees the preset id every
// completion passes (`POST /ai/completions/{presetId}`). So the server's rule is on what it
// keeps: a free workspace's writer documents in the library use at most 3 distinct presets. A
// completion with a preset that would make a 4th is refused with 403 before anything starts;
// writing again with one of the 3 is always allowed, and deleting every document of a template
// frees its place (as removing it from the preferred list does in the browser). No period: a
// window (a month, say) would either let the list be rotated at will or lock a user out of a
// template they no longer have, and the SPEC names none. Free prompts (`POST /ai/completions/`)
// and the coder use no template and are not counted. A workspace with no subscription is not
// on the free plan (the SPEC identifies it by its price only).
//
// The rule is read twice: with every other check before anything is stored (completion.ts), and
// again in the transaction that stores the document's placeholder, with the workspace's row
// locked (templateLimit). Two completions started at once with two new templates both pass the
// first read; the second to take the lock sees the first one's placeholder and is refused.
import { maxFreePlanTemplates, tooManyTemplates } from '../../contract/tool-limits';
import type { DB } from '../db/connect';
import { num } from '../db/json';
import { HttpError } from '../lib/errors';
import { lockedOtherTemplates } from './repository';

export const isFreePlanPrice = (planPrice: string | number | null) => planPrice !== null && num(planPrice) === 0;

export function assertTemplateAllowed(planPrice: string | number | null, otherTemplates: number) {
  if (isFreePlanPrice(planPrice) && otherTemplates >= maxFreePlanTemplates) throw new HttpError(403, tooManyTemplates);
}

/** The rule again, inside the placeholder's transaction (live-jobs' `before`), for a free workspace writing with a template. */
export const templateLimit = (workspaceId: string, presetId: string) => async (trx: DB) => {
  if ((await lockedOtherTemplates(trx, workspaceId, presetId)) >= maxFreePlanTemplates) throw new HttpError(403, tooManyTemplates);
};
