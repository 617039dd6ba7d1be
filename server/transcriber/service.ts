// The Transcriber's rules (docs/rest-api.md, "Transcriber"): which model may transcribe (an
// enabled transcription model of the catalogue that is available here), that the upload is audio
// or video by its bytes and the workspace has credits free, that the transcription, its file and
// its job are stored in one transaction; how the library pages them; renaming; and deleting, which
// takes the uploaded file with it. Another workspace's transcription is reported as not existing.
// The job that transcribes is transcription-job.ts.
import type { Static } from 'typebox';
import { maxPageSize, pageSize } from '../../contract/common';
import { isFinished, jobState } from '../../contract/media';
import {
  noTranscriptionModel, transcriptionFileMissing, transcriptionModelUnavailable, transcriptionModelUnknown, transcriptionNotFound, transcriptionTitleMaxLength,
  type Transcription, type TranscriptionListQuery,
} from '../../contract/transcriber';
import { outOfCredits } from '../billing/credits';
import { unavailableReason } from '../catalogue/models';
import type { DomainDeps } from '../domain';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { MediaFileRow } from '../lib/media-files/types';
import { transcriptionJobKind, type TranscriberRepository, type TranscriptionRow } from './repository';

/** What the job is handed: the rest it reads from the transcription when it runs. */
export interface TranscriptionJobInput {
  model: string;
}

/** What `credits` per 1,000 seconds makes of a length: rounded to the ledger's 6 decimals. */
export const transcriptionCost = (seconds: number, per1k: number) => Math.round(((seconds * per1k) / 1000) * 1e6) / 1e6;

// A multipart header may carry any character, NUL included, which a text column refuses.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** The file's name without its folder and extension, on one line, within the title's limit. */
export function titleOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const bare = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const title = bare.replace(controlCharacters, '').replace(/\s+/g, ' ').trim().slice(0, transcriptionTitleMaxLength).trim();
  return title || 'Transcription';
}

export function createTranscriberService(deps: Pick<DomainDeps, 'config' | 'jobs' | 'mediaFiles'> & { repository: TranscriberRepository }) {
  const { config, jobs, mediaFiles, repository } = deps;

  const view = (row: TranscriptionRow): Transcription => ({
    id: row.id,
    title: row.title,
    status: row.status,
    // Until it is done or failed, the job says how far it got.
    state: isFinished(row.state) ? row.state : (row.job_state ?? row.state),
    progress: isFinished(row.state) ? row.progress : (row.job_progress ?? 0),
    error: row.error,
    model: row.model,
    // The stored file's row, made into a fresh signed link on every read.
    input_file: row.input_file ? mediaFiles.view(row.input_file as MediaFileRow) : null,
    content: row.content,
    cost: Number(row.cost),
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  async function find(auth: AuthContext, id: string): Promise<TranscriptionRow> {
    const found = await repository.inWorkspace(auth.workspaceId, id);
    if (!found) throw notFound(transcriptionNotFound);
    return found;
  }

  /** The model asked for, or the catalogue's first available one; refused in words when it cannot transcribe here. */
  async function chooseModel(key: string | undefined) {
    if (!key) {
      const first = (await repository.models()).find((model) => unavailableReason(config, model, {}) === null);
      if (!first) throw badRequest(noTranscriptionModel);
      return first.key;
    }
    const model = await repository.model(key);
    if (!model || model.type !== 'transcription') throw badRequest(transcriptionModelUnknown(key));
    // The media tools use the platform's keys only.
    const why = unavailableReason(config, model, {});
    if (why) throw badRequest(transcriptionModelUnavailable(model.name, why));
    return model.key;
  }

  return {
    /**
     * A transcription: the file there, the model able to run, the workspace with credits free (402,
     * nothing stored); then, under the workspace's credit lock, the file kept (its type read from its
     * bytes: anything but audio or video is refused in words), the transcription (state 0) and its
     * job in one transaction; the runner woken after the commit.
     */
    async create(auth: AuthContext, input: { model?: string; upload: { data: Buffer; name: string } | null }) {
      if (!input.upload || input.upload.data.length === 0) throw badRequest(transcriptionFileMissing);
      const { data, name } = input.upload;
      const model = await chooseModel(input.model);
      const id = newId();
      const queued = await repository.transaction(async (locked) => {
        await locked.lockWorkspace(auth.workspaceId);
        if ((await locked.available(auth.workspaceId)) <= 0) throw new HttpError(402, outOfCredits);
        const file = await mediaFiles.save(locked.handle, { workspaceId: auth.workspaceId, userId: auth.userId, data, accept: 'audio-or-video', name });
        await locked.insert({ id, workspace_id: auth.workspaceId, user_id: auth.userId, title: titleOf(name), model, input_file: JSON.stringify(file), state: jobState.queued });
        await jobs.enqueue<TranscriptionJobInput>(locked.handle, { kind: transcriptionJobKind, workspaceId: auth.workspaceId, userId: auth.userId, resourceId: id, input: { model } });
        return (await locked.byId(id))!;
      });
      jobs.wake();
      return view(queued);
    },

    async list(auth: AuthContext, options: Static<typeof TranscriptionListQuery>) {
      const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
      const after = options.starting_after;
      const page = await repository.page(auth.workspaceId, { limit, after });
      // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
      if (after && page.length === 0 && !(await repository.inWorkspace(auth.workspaceId, after))) {
        throw badRequest('starting_after does not name a transcription of this workspace.');
      }
      return { object: 'list' as const, data: page.map(view) };
    },

    one: async (auth: AuthContext, id: string) => view(await find(auth, id)),

    async rename(auth: AuthContext, id: string, title: string) {
      await find(auth, id);
      const trimmed = title.trim();
      if (!trimmed) throw badRequest('Please enter in the following required fields: Title');
      await repository.update(id, { title: trimmed });
      return view(await find(auth, id));
    },

    /** The transcription and its file in one transaction (the file's bytes go after the commit). Its usage row stays: it is the billing record. */
    async remove(auth: AuthContext, id: string) {
      const found = await find(auth, id);
      await repository.transaction(async (locked) => {
        await locked.remove(id);
        if (found.input_file) await mediaFiles.remove(locked.handle, [(found.input_file as MediaFileRow).id]);
      });
    },
  };
}

export type TranscriberService = ReturnType<typeof createTranscriberService>;
