// Solves the server's proof-of-work captcha (ALTCHA, docs/rest-api.md) so guest signup needs
// no widget. The challenge is ALTCHA's classic `{ algorithm, challenge, maxnumber, salt,
// signature }` shape, which altcha-lib ships as `altcha-lib/v1`: pure Web Crypto, so it runs
// unchanged in the browser bundle and in Node 20. (The package root is the v2 protocol, a
// different challenge shape, and its default key derivation imports `node:crypto`.)
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';

export type CaptchaChallenge = Challenge;

/** Returns the `captcha-token`: the base64 ALTCHA payload `{ algorithm, challenge, number, salt, signature }`. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const { promise } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const solution = await promise;
  if (!solution) throw new Error('Captcha verification failed.');
  const { algorithm, salt, signature } = challenge;
  // JSON of hex strings and a number is ASCII, so btoa is safe here.
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
}
