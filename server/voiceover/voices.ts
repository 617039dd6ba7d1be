// Voices' rules: which a user may use and how the list pages them, the built-in ones synced from
// the engines, a clone made from a sample (consent, the plan's cap, the sample's type from its
// bytes) and who may rename or share a clone. The queries are in repository.ts.
import type { Static } from 'typebox';
import { maxPageSize, pageSize } from '../../contract/common';
import {
  cloneConsentMissing, cloneNameMissing, voiceCloneCapRefusal, voiceSampleMissing, type Voice, type VoiceListQuery, type VoiceUpdateBody,
} from '../../contract/voiceover';
import type { EngineVoice, SpeechEngines, VoiceProfile } from '../engines/speech/types';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { MediaFileRow, MediaFiles } from '../lib/media-files/types';
import type { VoiceoverRepositories, VoiceRow } from './repository';

export const voiceNotFound = 'Voice not found.';
const notYours = 'Only whoever cloned this voice, or the workspace owner, can change it.';

export function voiceView(row: VoiceRow): Voice {
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility === 0 ? 0 : 1,
    locale: row.locale,
    gender: row.gender,
    owner: row.workspace_id === null ? 'system' : 'workspace',
    engine: row.engine as Voice['engine'],
    model: row.model,
    clone: row.clone,
    created_at: row.created_at,
  };
}

/** What the engine is handed to speak with this voice (a clone speaks with its base voice and its profile). */
export function engineVoiceOf(row: VoiceRow): { voice: EngineVoice; profile: VoiceProfile | null } {
  const voice: EngineVoice = {
    id: row.id,
    name: row.name,
    locale: row.locale ?? '',
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    engine: row.engine as EngineVoice['engine'],
    model: row.model,
    engineVoice: row.engine_voice,
  };
  return { voice, profile: row.clone === 'profile' ? (row.profile as VoiceProfile) : null };
}

/** The engines' voices as offered now, in `voices` with no workspace (speeches point at them). */
export async function syncBuiltInVoices(repositories: VoiceoverRepositories, speech: SpeechEngines) {
  await repositories.voices.sweepUnready();
  // A hosted engine lists the account's clones among its voices: those are workspaces' clones, never everyone's.
  const clones = new Set(await repositories.voices.cloneEngineVoices());
  const offered = (await speech.voices()).filter((voice) => !clones.has(`${voice.engine} ${voice.engineVoice}`));
  await repositories.voices.syncBuiltIn(
    offered.map((voice, sort) => ({
      id: voice.id, workspace_id: null, user_id: null, name: voice.name, visibility: 1, locale: voice.locale, gender: voice.gender,
      engine: voice.engine, model: voice.model, engine_voice: voice.engineVoice, clone: null, sort,
    })),
  );
}

export async function listVoices(repositories: VoiceoverRepositories, auth: AuthContext, options: Static<typeof VoiceListQuery>) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const rows = await repositories.voices.all(auth.workspaceId, auth.userId, { words: options.query?.trim() || undefined, clonesOnly: options.owner === 'workspace' });
  let start = 0;
  if (options.starting_after) {
    start = rows.findIndex((row) => row.id === options.starting_after) + 1;
    if (start === 0) throw badRequest('starting_after does not name a voice of this list.');
  }
  return { object: 'list' as const, data: rows.slice(start, start + limit).map(voiceView) };
}

/** The workspace's clones the user sees (the workspace page's count). */
export async function countVoices(repositories: VoiceoverRepositories, auth: AuthContext) {
  return { count: await repositories.voices.countClones(auth.workspaceId, auth.userId) };
}

/** The plan's `clone_cap` against the workspace's clones; run under the workspace lock to be exact. */
export async function assertUnderCloneCap(repositories: VoiceoverRepositories, workspaceId: string) {
  const subscription = await repositories.voices.activeSubscription(workspaceId);
  const cap = subscription ? (subscription.plan.config?.voiceover?.clone_cap ?? null) : 0;
  if (cap === null) return;
  const voices = await repositories.voices.countClones(workspaceId);
  if (voices >= cap) throw new HttpError(403, voiceCloneCapRefusal({ plan: subscription?.plan.title ?? null, voices, cap }));
}

export interface CloneRequest {
  name: string;
  consent: string;
  locale?: string;
  gender?: string;
  sample: Buffer | undefined;
}

/**
 * A clone: refused at once when consent, name or sample is missing; then its place taken under the
 * workspace lock (the cap checked and a row not yet ready inserted, which counts against the cap
 * and is listed nowhere), so of clones sent at once at the cap exactly one gets in and the others
 * are refused before any work. Then the sample kept (its type read from its bytes: anything but
 * audio or video is refused) and cloned by the engines, outside any transaction (it takes a
 * while), and the row filled in. A clone that fails takes its row and its sample with it; a row a
 * dead process left not ready is swept at start (repository `sweepUnready`).
 */
export async function cloneVoice(
  deps: { repositories: VoiceoverRepositories; speech: SpeechEngines; mediaFiles: MediaFiles },
  auth: AuthContext,
  request: CloneRequest,
): Promise<Voice> {
  const { repositories, speech, mediaFiles } = deps;
  const name = request.name.trim();
  if (!name) throw badRequest(cloneNameMissing);
  if (request.consent !== '1') throw badRequest(cloneConsentMissing);
  if (!request.sample) throw badRequest(voiceSampleMissing);
  const data = request.sample;
  const id = newId();
  await repositories.transaction(async (locked) => {
    await locked.voices.lockWorkspace(auth.workspaceId);
    await assertUnderCloneCap(locked, auth.workspaceId);
    await locked.voices.insert({ id, workspace_id: auth.workspaceId, user_id: auth.userId, name, visibility: 0, locale: null, gender: null, ready: false });
  });
  let sample: MediaFileRow | null = null;
  try {
    sample = await repositories.transaction(({ speeches }) =>
      mediaFiles.save(speeches.handle, { workspaceId: auth.workspaceId, userId: auth.userId, data, accept: 'audio-or-video', name: 'voice sample' }),
    );
    const cloned = await speech.clone(data, { name, gender: request.gender ?? null, locale: request.locale ?? null });
    return voiceView(
      await repositories.voices.update(id, {
        locale: request.locale || cloned.voice.locale || null,
        gender: request.gender ?? cloned.voice.gender,
        sample_file: JSON.stringify(sample),
        profile: cloned.profile ? JSON.stringify(cloned.profile) : null,
        engine: cloned.voice.engine,
        model: cloned.voice.model,
        engine_voice: cloned.voice.engineVoice,
        clone: cloned.clone,
        ready: true,
        created_at: new Date(),
      }),
    );
  } catch (error) {
    const kept = sample;
    await repositories.transaction(async ({ voices, speeches }) => {
      await voices.remove(id);
      if (kept) await mediaFiles.remove(speeches.handle, [kept.id]);
    });
    throw error;
  }
}

/** Only the workspace's clones, only by whoever cloned it or the workspace's owner; built-in voices are not found. */
export async function updateVoice(repositories: VoiceoverRepositories, auth: AuthContext, id: string, body: Static<typeof VoiceUpdateBody>) {
  const found = await repositories.voices.clone(auth.workspaceId, id);
  if (!found || (found.visibility === 0 && found.user_id !== auth.userId)) throw notFound(voiceNotFound);
  if (found.user_id !== auth.userId && (await repositories.voices.role(auth.workspaceId, auth.userId)) !== 'owner') throw new HttpError(403, notYours);
  const changes: { name?: string; visibility?: number } = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) throw badRequest(cloneNameMissing);
    changes.name = name;
  }
  if (body.visibility !== undefined) changes.visibility = body.visibility;
  if (!Object.keys(changes).length) return voiceView(found);
  return voiceView(await repositories.voices.update(id, changes));
}
