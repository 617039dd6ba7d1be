// Solves the server's proof-of-work captcha (ALTCHA v2, server/account/captcha.ts) so signup
// needs no widget. The package root and its Web Crypto key derivation
// (`altcha-lib/algorithms/web/sha`) run unchanged in the browser, in a worker and in Node 20;
// the default `altcha-lib/algorithms/sha` imports `node:crypto` and would break the browser build.
// Loaded when a challenge is solved (guest signup), not with the page.
import type { Challenge } from 'altcha-lib';

export type CaptchaChallenge = Challenge;

/** Also captchaSolve.ts's: not imported from there, which would load the solver with this file. */
const CAPTCHA_FAILED = 'Captcha verification failed.';

/**
 * Returns the `captcha-token` (captchaSolve.ts). In a Web Worker where there are workers (a
 * chunk of its own from our origin, which the CSP's script-src 'self' allows), else here.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  if (typeof Worker === 'undefined') return (await import('./captchaSolve')).solveHere(challenge);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captchaWorker.ts', import.meta.url), { type: 'module', name: 'captcha' });
    worker.onmessage = ({ data }: MessageEvent<{ token?: string; error?: string }>) => {
      worker.terminate();
      if (data.token) resolve(data.token);
      else reject(new Error(data.error || CAPTCHA_FAILED));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || CAPTCHA_FAILED));
    };
    worker.postMessage(challenge);
  });
}
