// A stand-in for the isolation engines (server/engines/isolation/types.ts) for the voice
// isolator's app tests, passed as buildTestApp({ isolationEngines }): it "cleans" an upload into a
// WAV tone of the same length, refuses a model it does not know in words as the real ones do, and
// can be held (a job seen queued or running) or told to fail. The real engines have their own tests.
import type { IsolateRequest, IsolatedAudio, IsolationEngines } from '../../../server/engines/isolation/types';
import { HttpError } from '../../../server/lib/errors';
import { gate } from './gate';
import { wav } from './media';

export interface FakeIsolation extends IsolationEngines {
  calls: IsolateRequest[];
  /** The next isolations wait until `release()`. */
  hold(): void;
  release(): void;
  /** The next isolations fail with these words (null: they succeed again). */
  failWith(message: string | null): void;
}

export function fakeIsolation(seconds = 1): FakeIsolation {
  const held = gate();
  let failure: string | null = null;
  const calls: IsolateRequest[] = [];
  return {
    calls,
    hold: held.hold,
    release: held.release,
    failWith(message) {
      failure = message;
    },
    async isolate(request): Promise<IsolatedAudio> {
      calls.push(request);
      if (!['rnnoise', 'eleven_voice_isolator'].includes(request.model)) throw new HttpError(400, `The model "${request.model}" is not available on this server.`);
      await held.pass();
      // Words for the user travel as an HttpError (the jobs runner shows no other error's message).
      if (failure) throw new HttpError(502, failure);
      request.onProgress?.(0.5);
      return { data: wav(seconds, 48_000), contentType: 'audio/wav', seconds };
    },
  };
}
