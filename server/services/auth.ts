import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { DB } from '../db/connect';
import { HttpError } from '../lib/errors';

/** Who is calling, as proven by the token and checked against the database. */
export interface AuthContext {
  userId: string;
  workspaceId: string;
  isAdmin: boolean;
  isGuest: boolean;
}

const scryptParams: ScryptOptions = { N: 16384, r: 8, p: 1 };
const keyLength = 64;

function scryptAsync(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, scryptParams, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Stored as `scrypt$<salt>$<hash>` so the parameters can change later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Spend the same time as a real check so a missing account is not told apart by timing.
    await scryptAsync(password, 'no-account');
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function createAuthService(db: DB, config: Config) {
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
    if (!payload || typeof payload.sub !== 'string' || typeof payload.wid !== 'string') {
      throw new HttpError(401, 'Your session has expired. Please log in again.');
    }
    const member = await db
      .selectFrom('workspace_members')
      .innerJoin('users', 'users.id', 'workspace_members.user_id')
      .select(['users.is_admin', 'users.is_guest'])
      .where('workspace_members.user_id', '=', payload.sub)
      .where('workspace_members.workspace_id', '=', payload.wid)
      .executeTakeFirst();
    if (!member) throw new HttpError(401, 'Your session has expired. Please log in again.');
    return { userId: payload.sub, workspaceId: payload.wid, isAdmin: member.is_admin, isGuest: member.is_guest };
  }

  return { signToken, authenticate };
}

export type AuthService = ReturnType<typeof createAuthService>;
