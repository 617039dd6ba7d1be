// Solves the server's proof-of-work captcha (ALTCHA v2, server/services/captcha.ts) so signup
// needs no widget. The package root and its Web Crypto key derivation
// (`altcha-lib/algorithms/web/sha`) run unchanged in the browser bundle and in Node 20; the
// default `altcha-lib/algorithms/sha` imports `node:crypto` and would break the browser build.
// Loaded when a challenge is solved (guest signup), not with the page.
import type { Challenge } from 'altcha-lib';

export type CaptchaChallenge = Challenge;

/** Returns the `captcha-token`: base64 of the ALTCHA payload JSON `{ challenge, solution }`. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Captcha verification failed.');
  const json = JSON.stringify({ challenge, solution });
  // btoa takes Latin-1 only; the challenge's `data` may hold any text, so encode as UTF-8 first.
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
