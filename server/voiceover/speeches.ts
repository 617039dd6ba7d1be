// Speeches' rules: what a prompt may be, that the voice is one the user may use and the workspace
// can pay, that the speech and its job are stored in one transaction; how the library pages them;
// renaming; and deleting, which takes the speech's file with it. Another workspace's speech is
// reported as not existing. The job that speaks it is speech-job.ts.
import type { Static } from 'typebox';
import { maxPageSize, pageSize } from '../../contract/common';
import { jobState } from '../../contract/media';
import { maxSpeechPrompt, speechPromptMissing, speechPromptTooLong, speechTitleMaxLength, type Speech, type SpeechListQuery } from '../../contract/voiceover';
import { outOfCredits } from '../billing/credits';
import type { Jobs } from '../lib/jobs/types';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { jobProgress, titleFromPrompt } from '../lib/media-items';
import type { MediaFileRow, MediaFiles } from '../lib/media-files/types';
import { speechJobKind, type SpeechRow, type VoiceoverRepositories } from './repository';
import { voiceNotFound } from './voices';

export const speechNotFound = 'Speech not found.';

/** What the speech job is handed: the rest it reads from the speech and its voice when it runs. */
export interface SpeechJobInput {
  voiceId: string;
}

/** What `credits` per 1,000 characters makes of a text: rounded to the ledger's 6 decimals. */
export const speechCost = (text: string, per1k: number) => Math.round(([...text].length * per1k) / 1000 * 1e6) / 1e6;

export function speechView(mediaFiles: MediaFiles, row: SpeechRow): Speech {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    ...jobProgress(row),
    error: row.error,
    voice: row.voice_id && row.voice_name !== null ? { id: row.voice_id, name: row.voice_name } : null,
    prompt: row.prompt,
    // The stored file's row, made into a fresh signed link on every read.
    output_file: row.output_file ? mediaFiles.view(row.output_file as MediaFileRow) : null,
    cost: Number(row.cost),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A speech: the prompt trimmed and checked, the voice one the user may use (404 otherwise), and the
 * workspace able to pay for its characters (402, nothing stored); then the speech (state 0) and its
 * job in one transaction under the workspace's credit lock, the runner woken after the commit.
 */
export async function createSpeech(deps: { repositories: VoiceoverRepositories; jobs: Jobs; mediaFiles: MediaFiles }, auth: AuthContext, body: { voice_id: string; prompt: string }) {
  const { repositories, jobs, mediaFiles } = deps;
  const prompt = body.prompt.trim();
  if (!prompt) throw badRequest(speechPromptMissing);
  if ([...prompt].length > maxSpeechPrompt) throw badRequest(speechPromptTooLong);
  const id = newId();
  // Read before the runner is woken: the answer is the speech as queued (state 0).
  const queued = await repositories.transaction(async ({ voices, speeches }) => {
    const voice = await voices.visible(auth.workspaceId, auth.userId, body.voice_id);
    if (!voice) throw notFound(voiceNotFound);
    await voices.lockWorkspace(auth.workspaceId);
    // Its cost is known now: refused unless the workspace can pay all of it (with nothing free, the runner refuses it too).
    const cost = speechCost(prompt, await speeches.pricePer1k(voice.model));
    if ((await speeches.available(auth.workspaceId)) < cost) throw new HttpError(402, outOfCredits);
    await speeches.insert({ id, workspace_id: auth.workspaceId, user_id: auth.userId, title: titleFromPrompt(prompt, speechTitleMaxLength), voice_id: voice.id, prompt, state: jobState.queued });
    await jobs.enqueue<SpeechJobInput>(speeches.handle, { kind: speechJobKind, workspaceId: auth.workspaceId, userId: auth.userId, resourceId: id, input: { voiceId: voice.id } });
    return (await speeches.byId(id))!;
  });
  jobs.wake();
  return speechView(mediaFiles, queued);
}

/** Authorisation lives here: a speech of another workspace is reported as not existing. */
export async function findSpeech(repositories: VoiceoverRepositories, auth: AuthContext, id: string): Promise<SpeechRow> {
  const found = await repositories.speeches.inWorkspace(auth.workspaceId, id);
  if (!found) throw notFound(speechNotFound);
  return found;
}

export async function listSpeeches(repositories: VoiceoverRepositories, mediaFiles: MediaFiles, auth: AuthContext, options: Static<typeof SpeechListQuery>) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const after = options.starting_after;
  const page = await repositories.speeches.page(auth.workspaceId, { limit, after });
  // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
  if (after && page.length === 0 && !(await repositories.speeches.inWorkspace(auth.workspaceId, after))) {
    throw badRequest('starting_after does not name a speech of this workspace.');
  }
  return { object: 'list' as const, data: page.map((row) => speechView(mediaFiles, row)) };
}

export async function renameSpeech(repositories: VoiceoverRepositories, mediaFiles: MediaFiles, auth: AuthContext, id: string, title: string) {
  await findSpeech(repositories, auth, id);
  const trimmed = title.trim();
  if (!trimmed) throw badRequest('Please enter in the following required fields: Title');
  await repositories.speeches.update(id, { title: trimmed });
  return speechView(mediaFiles, await findSpeech(repositories, auth, id));
}

/** The speech and its file in one transaction (the file's bytes go after the commit). Its usage row stays: it is the billing record. */
export async function deleteSpeech(repositories: VoiceoverRepositories, mediaFiles: MediaFiles, auth: AuthContext, id: string) {
  const found = await findSpeech(repositories, auth, id);
  await repositories.transaction(async ({ speeches }) => {
    await speeches.remove(id);
    if (found.output_file) await mediaFiles.remove(speeches.handle, [(found.output_file as MediaFileRow).id]);
  });
}
