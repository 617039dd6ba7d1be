// The proof of work itself (captcha.ts), on the thread that imports it: the captcha's worker
// (captchaWorker.ts), or the page where there are no workers (the tests' DOM).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge as CaptchaChallenge } from 'altcha-lib';

const CAPTCHA_FAILED = 'Captcha verification failed.';

/** The `captcha-token`: base64 of the ALTCHA payload JSON `{ challenge, solution }`. */
export async function solveHere(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(CAPTCHA_FAILED);
  const json = JSON.stringify({ challenge, solution });
  // btoa takes Latin-1 only; the challenge's `data` may hold any text, so encode as UTF-8 first.
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
