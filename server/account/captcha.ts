import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Config } from '../config';
import { parseBoundedJson } from '../lib/bounded-json';
import { HttpError } from '../lib/errors';
import type { AccountRepository } from './repository';

const validForMs = 10 * 60 * 1000;
export const captchaFailed = 'Captcha verification failed.';

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2). The challenge is signed, so the server keeps
 * no state until a solution is spent; spent signatures are stored to refuse replays.
 */
export function createCaptchaService(config: Config) {
  // Derived from the JWT secret so there is one secret to manage, but not the same bytes.
  const signatureSecret = createHmac('sha256', config.jwtSecret).update('altcha-challenge').digest('hex');
  const keySignatureSecret = createHmac('sha256', config.jwtSecret).update('altcha-key').digest('hex');

  async function challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      // Deterministic mode: the solver has to count up to this number; it is the difficulty.
      counter: randomInt(config.captchaMaxNumber),
      deriveKey,
      expiresAt: new Date(Date.now() + validForMs),
      hmacSignatureSecret: signatureSecret,
      hmacKeySignatureSecret: keySignatureSecret,
    });
  }

  /**
   * Throws 400 unless the token solves a challenge of ours that has not been spent; then spends
   * it through `accounts`, which signup gives on its transaction.
   */
  async function spend(accounts: AccountRepository, token: unknown): Promise<void> {
    const payload = decode(token);
    if (!payload) throw new HttpError(400, captchaFailed);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signatureSecret,
      hmacKeySignatureSecret: keySignatureSecret,
    }).catch(() => null);
    if (!result?.verified || !payload.challenge.signature) throw new HttpError(400, captchaFailed);

    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + validForMs);
    if (!(await accounts.spendCaptcha(payload.challenge.signature, expiresAt))) throw new HttpError(400, captchaFailed);
  }

  return { challenge, spend };
}

function decode(token: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 10_000) return null;
  try {
    // The sender's JSON: bounded like a request body, and any failure is a refused captcha.
    const payload = parseBoundedJson(Buffer.from(token, 'base64').toString('utf8')) as { challenge: Challenge; solution: Solution } | null;
    if (typeof payload?.challenge?.parameters !== 'object' || typeof payload?.solution?.counter !== 'number') return null;
    return payload;
  } catch {
    return null;
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
