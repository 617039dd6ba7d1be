// Session tokens: a JWT (HS256 only) naming the user and the workspace they act in, checked on
// every request against the membership it claims, so a user removed from a workspace loses it
// at once even with a token that has not expired.
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import { HttpError } from '../lib/errors';
import type { AuthContext, Authenticator } from '../lib/auth-context';
import type { AccountRepository } from './repository';

const expired = 'Your session has expired. Please log in again.';

export function createTokenService(accounts: AccountRepository, config: Config) {
  const key = new TextEncoder().encode(config.jwtSecret);

  async function signToken(auth: AuthContext): Promise<string> {
    return new SignJWT({ wid: auth.workspaceId, adm: auth.isAdmin, gst: auth.isGuest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(auth.userId)
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(key);
  }

  /** Valid signature and a user who is still a member of the workspace named in the token. */
  async function authenticate(token: string): Promise<AuthContext> {
    const payload = await jwtVerify(token, key, { algorithms: ['HS256'] })
      .then((result) => result.payload)
      .catch(() => null);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.wid !== 'string') throw new HttpError(401, expired);
    const member = await accounts.membership(payload.sub, payload.wid);
    if (!member) throw new HttpError(401, expired);
    return { userId: payload.sub, workspaceId: payload.wid, isAdmin: member.is_admin, isGuest: member.is_guest };
  }

  return { signToken, authenticate } satisfies Authenticator & Record<string, unknown>;
}

export type TokenService = ReturnType<typeof createTokenService>;
