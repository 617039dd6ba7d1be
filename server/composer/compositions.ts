// Compositions' rules: what a request may be (the prompt, tags, length, a music model that is
// switched on and reachable here), that the workspace can pay for the length asked, that the
// composition and its job are stored in one transaction; how the library pages them; renaming;
// and deleting, which takes both files with it. Another workspace's composition is reported as not
// existing. The job that composes it is composition-job.ts.
import type { Static } from 'typebox';
import { maxPageSize, pageSize } from '../../contract/common';
import {
  compositionModelUnknown, compositionNotFound, compositionPromptMissing, compositionPromptTooLong, compositionSecondsOutOfRange, compositionTagTooLong,
  compositionTitleMaxLength, compositionTooManyTags, defaultCompositionSeconds, maxCompositionPrompt, maxCompositionSeconds, maxCompositionTags, maxTagLength,
  minCompositionSeconds, tagsOf, type Composition, type CompositionBody, type CompositionListQuery,
} from '../../contract/composer';
import { jobState } from '../../contract/media';
import { outOfCredits } from '../billing/credits';
import { unavailableReason } from '../catalogue/models';
import type { Config } from '../config';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { jobProgress, titleFromPrompt } from '../lib/media-items';
import type { Jobs } from '../lib/jobs/types';
import type { MediaFileRow, MediaFiles } from '../lib/media-files/types';
import { compositionJobKind, type ComposerRepository, type CompositionRow } from './repository';

/** The job reads the rest from the composition when it runs. */
export type CompositionJobInput = Record<string, never>;

/** What `per1k` credits per 1,000 seconds make of a length: rounded to the ledger's 6 decimals. */
export const compositionCost = (seconds: number, per1k: number) => Math.round(((seconds * per1k) / 1000) * 1e6) / 1e6;

export const tagsFromColumn = (tags: string | null) => (tags ? tags.split(', ') : []);

export function compositionView(mediaFiles: MediaFiles, row: CompositionRow): Composition {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    ...jobProgress(row),
    error: row.error,
    prompt: row.prompt,
    tags: tagsFromColumn(row.tags),
    instrumental: row.instrumental,
    model: row.model ?? '',
    duration: row.duration,
    note: row.note,
    // The stored files' rows, made into fresh signed links on every read.
    output_file: row.output_file ? mediaFiles.view(row.output_file as MediaFileRow) : null,
    wav_file: row.wav_file ? mediaFiles.view(row.wav_file as MediaFileRow) : null,
    cost: Number(row.cost),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The request checked and tidied, or a 400 in words. */
function checkedRequest(body: Static<typeof CompositionBody>) {
  const prompt = body.prompt.trim();
  if (!prompt) throw badRequest(compositionPromptMissing);
  if ([...prompt].length > maxCompositionPrompt) throw badRequest(compositionPromptTooLong);
  const tags = tagsOf(body.tags);
  if (tags.length > maxCompositionTags) throw badRequest(compositionTooManyTags);
  if (tags.some((tag) => [...tag].length > maxTagLength)) throw badRequest(compositionTagTooLong);
  const seconds = body.duration ?? defaultCompositionSeconds;
  if (!Number.isFinite(seconds) || seconds < minCompositionSeconds || seconds > maxCompositionSeconds) throw badRequest(compositionSecondsOutOfRange);
  return { prompt, tags, seconds, instrumental: body.instrumental ?? true };
}

/**
 * Compositions from one request, answered as a list (SPEC §7): one for now, since every engine
 * makes one piece per call and a second would cost twice for the same music offline. The model
 * must be a music model that is switched on and reachable here (400 in words otherwise), and the
 * workspace able to pay for the length asked (402, nothing stored); then the composition (state 0)
 * and its job in one transaction under the workspace's credit lock, the runner woken after.
 */
export async function createCompositions(deps: { repository: ComposerRepository; jobs: Jobs; mediaFiles: MediaFiles; config: Config }, auth: AuthContext, body: Static<typeof CompositionBody>) {
  const { repository, jobs, mediaFiles, config } = deps;
  const request = checkedRequest(body);
  const id = newId();
  const queued = await repository.transaction(async (compositions) => {
    const model = await compositions.model(body.model);
    if (!model || model.type !== 'music') throw badRequest(compositionModelUnknown);
    const unavailable = unavailableReason(config, model, {});
    if (unavailable) throw badRequest(`This music model is not available. ${unavailable}`);
    await compositions.lockWorkspace(auth.workspaceId);
    const cost = compositionCost(request.seconds, Number(model.input_cost_per_1k));
    if ((await compositions.available(auth.workspaceId)) < cost) throw new HttpError(402, outOfCredits);
    await compositions.insert({
      id, workspace_id: auth.workspaceId, user_id: auth.userId, title: titleFromPrompt(request.prompt, compositionTitleMaxLength), prompt: request.prompt, tags: request.tags.join(', ') || null,
      instrumental: request.instrumental, model: model.key, duration: request.seconds, state: jobState.queued,
    });
    await jobs.enqueue<CompositionJobInput>(compositions.handle, { kind: compositionJobKind, workspaceId: auth.workspaceId, userId: auth.userId, resourceId: id, input: {} });
    return (await compositions.byId(id))!;
  });
  jobs.wake();
  return { object: 'list' as const, data: [compositionView(mediaFiles, queued)] };
}

/** Authorisation lives here: a composition of another workspace is reported as not existing. */
export async function findComposition(repository: ComposerRepository, auth: AuthContext, id: string) {
  const found = await repository.inWorkspace(auth.workspaceId, id);
  if (!found) throw notFound(compositionNotFound);
  return found;
}

export async function listCompositions(repository: ComposerRepository, mediaFiles: MediaFiles, auth: AuthContext, options: Static<typeof CompositionListQuery>) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const after = options.starting_after;
  const page = await repository.page(auth.workspaceId, { limit, after });
  // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
  if (after && page.length === 0 && !(await repository.inWorkspace(auth.workspaceId, after))) {
    throw badRequest('starting_after does not name a composition of this workspace.');
  }
  return { object: 'list' as const, data: page.map((row) => compositionView(mediaFiles, row)) };
}

export async function renameComposition(repository: ComposerRepository, mediaFiles: MediaFiles, auth: AuthContext, id: string, title: string) {
  await findComposition(repository, auth, id);
  const trimmed = title.trim();
  if (!trimmed) throw badRequest('Please enter in the following required fields: Title');
  await repository.update(id, { title: trimmed });
  return compositionView(mediaFiles, await findComposition(repository, auth, id));
}

/** The composition and its files in one transaction (the bytes go after the commit). Its usage row stays: it is the billing record. */
export async function deleteComposition(repository: ComposerRepository, mediaFiles: MediaFiles, auth: AuthContext, id: string) {
  const found = await findComposition(repository, auth, id);
  const files = [found.output_file, found.wav_file].filter((file) => file !== null).map((file) => (file as MediaFileRow).id);
  await repository.transaction(async (compositions) => {
    await compositions.remove(id);
    if (files.length) await mediaFiles.remove(compositions.handle, files);
  });
}
