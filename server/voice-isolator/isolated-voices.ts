// Isolated voices' rules: that the model is a voice-isolation model switched on and available, that
// the upload is audio or video (read from its bytes) and the workspace can pay for its seconds, that
// the item, its upload and its job are stored in one transaction; how the library pages them;
// renaming; and deleting, which takes both files with it. Another workspace's item is reported as
// not existing. The job that cleans it is isolation-job.ts.
import type { Static } from 'typebox';
import { maxPageSize, pageSize } from '../../contract/common';
import { isFinished, jobState } from '../../contract/media';
import { isolatedVoiceNotFound, isolatedVoiceTitleMaxLength, isolationFileMissing, isolationModelMissing, type IsolatedVoice, type IsolatedVoiceListQuery } from '../../contract/voice-isolator';
import { outOfCredits } from '../billing/credits';
import { unavailableReason } from '../catalogue/models';
import type { Config } from '../config';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { Jobs } from '../lib/jobs/types';
import type { MediaFileRow, MediaFiles } from '../lib/media-files/types';
import { isolationJobKind, type IsolatedVoiceRow, type VoiceIsolatorRepositories } from './repository';

/** The form's file as the upload plugin read it: its bytes, and the browser's name for it (only ever a title). */
export interface UploadedFile {
  data: Buffer;
  name: string;
}

export interface IsolatorDeps {
  repositories: VoiceIsolatorRepositories;
  jobs: Jobs;
  mediaFiles: MediaFiles;
  config: Config;
}

/** A page's key in the app's list cache: every value it depends on (signed links live a day; the key changes every hour). */
export const isolatedVoicePageKey = ({ limit, starting_after }: Static<typeof IsolatedVoiceListQuery>, now = Date.now()) =>
  `isolated-voices ${limit ?? pageSize} ${starting_after ?? ''} ${Math.floor(now / 3600_000)}`;

/** What `per1k` credits per 1,000 seconds make of a recording's length: rounded to the ledger's 6 decimals. */
export const isolationCost = (seconds: number, per1k: number) => Math.round(((seconds * per1k) / 1000) * 1e6) / 1e6;

export function isolatedVoiceView(mediaFiles: MediaFiles, row: IsolatedVoiceRow): IsolatedVoice {
  return {
    id: row.id,
    title: row.title,
    model: row.model,
    // Until it is done or failed, the job says how far it got.
    state: isFinished(row.state) ? row.state : (row.job_state ?? row.state),
    progress: isFinished(row.state) ? row.progress : (row.job_progress ?? 0),
    error: row.error,
    input_file: row.input_file ? mediaFiles.view(row.input_file as MediaFileRow) : null,
    output_file: row.output_file ? mediaFiles.view(row.output_file as MediaFileRow) : null,
    cost: Number(row.cost),
    created_at: row.created_at,
  };
}

/**
 * An upload to clean: the model checked (400 in words: unknown, switched off, not available here),
 * then under the workspace's credit lock the file kept (its type from its bytes) and its seconds
 * priced (402 when the workspace cannot pay them, nothing stored); the item (state 0) and its job
 * in that transaction, the runner woken after the commit.
 */
export async function createIsolatedVoice(deps: IsolatorDeps, auth: AuthContext, input: { model: string; file: UploadedFile | null }) {
  const { repositories, jobs, mediaFiles, config } = deps;
  const modelKey = input.model.trim();
  if (!modelKey) throw badRequest(isolationModelMissing);
  const model = await repositories.isolatedVoices.model(modelKey);
  if (!model || model.type !== 'voice-isolation') throw badRequest(`Unknown voice isolation model "${modelKey}".`);
  const unavailable = unavailableReason(config, model, {});
  if (unavailable) throw badRequest(`${model.name} is not available: ${unavailable}`);
  if (!input.file || input.file.data.length === 0) throw badRequest(isolationFileMissing);
  const { data, name } = input.file;
  const id = newId();
  const queued = await repositories.transaction(async ({ isolatedVoices }) => {
    await isolatedVoices.lockWorkspace(auth.workspaceId);
    const available = await isolatedVoices.available(auth.workspaceId);
    if (available <= 0) throw new HttpError(402, outOfCredits);
    const stored = await mediaFiles.save(isolatedVoices.handle, { workspaceId: auth.workspaceId, userId: auth.userId, data, accept: 'audio-or-video', name });
    if (available < isolationCost(stored.duration ?? 0, Number(model.input_cost_per_1k ?? 0))) throw new HttpError(402, outOfCredits);
    await isolatedVoices.insert({ id, workspace_id: auth.workspaceId, user_id: auth.userId, title: titleOf(name), model: model.key, state: jobState.queued, input_file: JSON.stringify(stored) });
    await jobs.enqueue(isolatedVoices.handle, { kind: isolationJobKind, workspaceId: auth.workspaceId, userId: auth.userId, resourceId: id, input: {} });
    return (await isolatedVoices.byId(id))!;
  });
  jobs.wake();
  return isolatedVoiceView(mediaFiles, queued);
}

/** The uploaded file's name without its extension (the browser's word, only ever a title). */
function titleOf(name: string): string {
  const bare = name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/\s+/g, ' ').trim();
  return (bare || 'Recording').slice(0, isolatedVoiceTitleMaxLength);
}

/** Authorisation lives here: an item of another workspace is reported as not existing. */
export async function findIsolatedVoice(repositories: VoiceIsolatorRepositories, auth: AuthContext, id: string): Promise<IsolatedVoiceRow> {
  const found = await repositories.isolatedVoices.inWorkspace(auth.workspaceId, id);
  if (!found) throw notFound(isolatedVoiceNotFound);
  return found;
}

export async function listIsolatedVoices(deps: IsolatorDeps, auth: AuthContext, options: Static<typeof IsolatedVoiceListQuery>) {
  const { repositories, mediaFiles } = deps;
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const after = options.starting_after;
  const page = await repositories.isolatedVoices.page(auth.workspaceId, { limit, after });
  // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
  if (after && page.length === 0 && !(await repositories.isolatedVoices.inWorkspace(auth.workspaceId, after))) {
    throw badRequest('starting_after does not name an isolated voice of this workspace.');
  }
  return { object: 'list' as const, data: page.map((row) => isolatedVoiceView(mediaFiles, row)) };
}

export async function renameIsolatedVoice(deps: IsolatorDeps, auth: AuthContext, id: string, title: string) {
  const { repositories, mediaFiles } = deps;
  await findIsolatedVoice(repositories, auth, id);
  const trimmed = title.trim();
  if (!trimmed) throw badRequest('Please enter in the following required fields: Title');
  await repositories.isolatedVoices.update(id, { title: trimmed });
  return isolatedVoiceView(mediaFiles, await findIsolatedVoice(repositories, auth, id));
}

/** The item and both its files in one transaction (the bytes go after the commit). Its usage row stays: it is the billing record. */
export async function deleteIsolatedVoice(deps: IsolatorDeps, auth: AuthContext, id: string) {
  const { repositories, mediaFiles } = deps;
  const found = await findIsolatedVoice(repositories, auth, id);
  const files = [found.input_file, found.output_file].filter((file): file is MediaFileRow => !!file).map((file) => file.id);
  await repositories.transaction(async ({ isolatedVoices }) => {
    await isolatedVoices.remove(id);
    if (files.length) await mediaFiles.remove(isolatedVoices.handle, files);
  });
}
