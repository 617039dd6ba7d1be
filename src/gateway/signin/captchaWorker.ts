// The captcha's proof of work (captchaSolve.ts) off the main thread: counting through tens of
// thousands of SHA-256 keys would otherwise hold up the page while the guest types their name.
// A chunk of its own, loaded when a guest starts signing up (captcha.ts).
import { solveHere } from './captchaSolve';
import type { CaptchaChallenge } from './captcha';

self.onmessage = async ({ data }: MessageEvent<CaptchaChallenge>) => {
  try {
    self.postMessage({ token: await solveHere(data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
