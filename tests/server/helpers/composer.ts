// The Composer's fixtures: a fake music engine (the real one is server/engines/music, tested on its
// own) that answers a real MP3 tone of the length asked and a WAV beside it, says offline music is
// instrumental when vocals were asked, and can be told to fail or to hold its answer; and a
// composition waited for until its job finished.
import type { FastifyInstance } from 'fastify';
import type { ComposeRequest, MusicEngines } from '../../../server/engines/music/types';
import { HttpError } from '../../../server/lib/errors';
import { bearer, type Session } from './app';
import { gate, type Gate } from './gate';
import { ffmpegFile, tone, wav } from './media';

export const fakeNote = 'Offline music is instrumental: this piece has no singing.';

const mp3s = new Map<number, Buffer>();
const mp3Of = (seconds: number) => {
  if (!mp3s.has(seconds)) mp3s.set(seconds, ffmpegFile('music.mp3', [...tone(seconds), '-ac', '1', '-b:a', '32k']));
  return mp3s.get(seconds)!;
};

export interface FakeMusic extends MusicEngines, Pick<Gate, 'hold' | 'release'> {
  requests: ComposeRequest[];
  /** The next compositions fail with these words, until set back to null. */
  failWith: string | null;
}

export function fakeMusic(): FakeMusic {
  const held = gate();
  const fake: FakeMusic = {
    requests: [],
    failWith: null,
    hold: held.hold,
    release: held.release,
    async compose(request) {
      fake.requests.push(request);
      await held.pass();
      if (fake.failWith) throw new HttpError(502, fake.failWith);
      request.onProgress?.(0.5);
      const seconds = Math.round(request.seconds);
      return { audio: { data: mp3Of(seconds), contentType: 'audio/mpeg' }, wav: wav(seconds), seconds, note: request.instrumental ? null : fakeNote };
    },
  };
  return fake;
}

export const compose = (app: FastifyInstance, session: Session, payload: object) => app.inject({ method: 'POST', url: '/api/ai/compositions', headers: bearer(session), payload });

/** Polls the composition until its job finished (state 3 or 4); gives up after 20 s. */
export async function finishedComposition(app: FastifyInstance, session: Session, id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const composition = (await app.inject({ method: 'GET', url: `/api/library/compositions/${id}`, headers: bearer(session) })).json();
    if (composition.state >= 3) return composition;
    if (Date.now() > until) throw new Error(`The composition did not finish: ${JSON.stringify(composition)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
