// What every media tool shares in the REST contract (docs/rest-api.md, "Media"): a job's state
// on the item it makes, and a stored file as the item shows it. Voiceover is the first user;
// the transcriber, isolator, composer, imagine and video build on the same two shapes.
import { Type, type Static } from 'typebox';
import { nullableString } from './common';

/**
 * SPEC §3: `state` below 3 is in progress, 3 or more finished. 0 queued (waiting for a worker),
 * 1 running, 3 done, 4 failed (then `error` says why, in words for the user).
 */
export const jobState = { queued: 0, running: 1, done: 3, failed: 4 } as const;
export const isFinished = (state: number) => state >= jobState.done;

/** The job fields an item made by a job carries. */
export const JobFields = {
  state: Type.Integer({ minimum: 0, maximum: 4 }),
  /** 0 to 1 while running; 1 when done. */
  progress: Type.Number(),
  /** Why it failed, for the user; null unless `state` is 4. */
  error: nullableString(),
};

/**
 * A stored file as an item shows it (`output_file`, an upload's `input_file`, a voice's sample).
 * `url` is a link the browser can put in `<audio src>`: signed for the file and its workspace,
 * expiring; `GET /api/files/{id}` with the bearer works too (404 for any other workspace).
 */
export const StoredFile = Type.Object({
  id: Type.String(),
  url: Type.String(),
  /** From the file's bytes, never from a name or what an uploader declared. */
  content_type: Type.String(),
  size: Type.Integer(),
  /** Seconds, for audio and video. */
  duration: Type.Union([Type.Number(), Type.Null()]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
});

export type StoredFile = Static<typeof StoredFile>;
