// The classifier's rules: what a text to classify may be, that the workspace can pay before
// anything runs, that a classification is stored with its usage and debit in one transaction,
// how the library pages and counts them, and that another workspace's is reported as not
// existing. The queries are in repository.ts.
import {
  classificationInputMissing, classificationInputTooLong, maxClassificationInput, type ClassificationCountQuery, type ClassificationListQuery,
} from '../../contract/classifier';
import type { Static } from 'typebox';
import type { Classification as ClassificationSchema } from '../../contract/classifier';
import { maxPageSize, pageSize } from '../../contract/common';
import type { CreditReservations, Reservation } from '../billing/reservations';
import type { Classification } from '../db/types';
import type { ClassifierEngine } from '../engines/types';
import { estimateTokens } from '../engines/usage';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { ClassificationRepository, ClassifierRepositories } from './repository';

export const classificationNotFound = 'Classification not found.';

/**
 * What a classification costs: credits per 1,000 tokens of input (about 4 characters a token),
 * the offline assistant's input price, whichever engine moderated (OpenAI's moderation endpoint
 * is free; the price pays for the server's own work, which runs either way).
 */
export const classificationPrice = { input_cost_per_1k: 0.01, output_cost_per_1k: 0 };

/** A page's key in the app's list cache (server/lib/list-cache.ts): every value it depends on; a search is read afresh. */
export const classificationPageKey = ({ limit, starting_after, query, status, sort }: ClassificationListQuery) =>
  query?.trim() ? null : `classifications ${limit ?? pageSize} ${starting_after ?? ''} ${status ?? ''} ${sort ?? ''}`;
export const classificationCountKey = ({ query, status }: ClassificationCountQuery) => (query?.trim() ? null : `classifications count ${status ?? ''}`);

export async function classify(repositories: ClassifierRepositories, engine: ClassifierEngine, credits: CreditReservations, auth: AuthContext, input: string) {
  const text = input.trim();
  if (!text) throw badRequest(classificationInputMissing);
  if (text.length > maxClassificationInput) throw badRequest(classificationInputTooLong);
  const openaiKey = await repositories.classifications.openaiKey(auth.workspaceId);
  // What it costs is known before it runs: held whole, or a 402 and nothing runs.
  const usage = { inputTokens: estimateTokens(text), outputTokens: 0 };
  const reservation = await credits.reserve({ workspaceId: auth.workspaceId, resourceKind: 'classification', model: classificationPrice, ...usage, byok: false });
  try {
    return classificationView(await classifyAndBill(repositories, engine, reservation, auth, text, openaiKey));
  } finally {
    await reservation.release();
  }
}

async function classifyAndBill(repositories: ClassifierRepositories, engine: ClassifierEngine, reservation: Reservation, auth: AuthContext, text: string, openaiKey: string | null) {
  let result;
  try {
    result = await engine.classify(text, { openaiKey });
  } catch (error) {
    // The engines word their errors for users. A refusal the workspace can fix (its own key
    // revoked) keeps its 4xx; anything else the provider did is a 502.
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, error instanceof Error ? error.message : 'The classification failed.');
  }
  const { flagged, moderation, sentiment, language } = result;
  return repositories.transaction(async ({ classifications, billing }) => {
    const stored = await classifications.insert({
      id: newId(),
      workspace_id: auth.workspaceId,
      user_id: auth.userId,
      title: text.replace(/\s+/g, ' ').slice(0, 80),
      input: text,
      content: JSON.stringify({ flagged, moderation, sentiment, language }),
    });
    await reservation.settle(billing, {
      workspaceId: auth.workspaceId,
      userId: auth.userId,
      model: { key: moderation.model, provider: moderation.engine, ...classificationPrice },
      inputTokens: estimateTokens(text),
      outputTokens: 0,
      byok: false,
      resourceKind: 'classification',
      resourceId: stored.id,
    });
    return stored;
  });
}

/** Authorisation lives here: a classification of another workspace is reported as not existing. */
export async function findClassification(classifications: ClassificationRepository, auth: AuthContext, id: string): Promise<Classification> {
  const found = await classifications.inWorkspace(auth.workspaceId, id);
  if (!found) throw notFound(classificationNotFound);
  return found;
}

/** Newest first unless `sort` says otherwise; a page of `pageSize` unless asked otherwise, never more than `maxPageSize`. */
export async function listClassifications(classifications: ClassificationRepository, auth: AuthContext, options: ClassificationListQuery) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const after = options.starting_after;
  const page = await classifications.page(auth.workspaceId, { limit, words: options.query?.trim() || undefined, status: options.status, sort: options.sort, after });
  // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
  if (after && page.length === 0 && !(await classifications.inWorkspace(auth.workspaceId, after))) {
    throw badRequest('starting_after does not name a classification of this workspace.');
  }
  return { object: 'list' as const, data: page.map(classificationView) };
}

export async function countClassifications(classifications: ClassificationRepository, auth: AuthContext, { query, status }: ClassificationCountQuery) {
  return { count: await classifications.count(auth.workspaceId, { words: query?.trim() || undefined, status }) };
}

export async function setClassificationStatus(classifications: ClassificationRepository, auth: AuthContext, id: string, status: number) {
  await findClassification(classifications, auth, id);
  return classificationView(await classifications.setStatus(id, status));
}

export async function deleteClassification(classifications: ClassificationRepository, auth: AuthContext, id: string) {
  await findClassification(classifications, auth, id);
  await classifications.remove(id);
}

const unclassified = {
  flagged: false,
  moderation: { engine: 'local' as const, model: '', categories: [] },
  sentiment: { label: 'neutral' as const, compound: 0, positive: 0, neutral: 1, negative: 0, lexicon: 'vader' as const },
  language: { code: 'und', name: 'Unknown', confidence: 0 },
};

/** Kept: the results are spread out of the content jsonb (with a default before it is classified). */
export function classificationView(row: Classification): Static<typeof ClassificationSchema> {
  const { flagged, moderation, sentiment, language } = row.content ?? unclassified;
  return { ...row, output_file: null, flagged, moderation, sentiment, language };
}
