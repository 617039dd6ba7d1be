// Who is calling, as every layer sees it: the authentication plugin makes one from the token
// (server/plugins/authentication.ts), routes pass it down, and services and repositories check
// ownership with it. A type of its own in lib so the layers below routes need not import a plugin.

/** Who is calling, as proven by the token and checked against the database. */
export interface AuthContext {
  userId: string;
  workspaceId: string;
  isAdmin: boolean;
  isGuest: boolean;
  /** Set when the bearer was a REST API key (server/api-keys), not a login: its id. */
  apiKeyId?: string;
}

export interface Authenticator {
  /** Throws 401 unless the token is valid and its user still a member of its workspace. */
  authenticate(token: string): Promise<AuthContext>;
  /** The same answer without waiting, when the token was checked a moment ago; otherwise undefined. */
  remembered(token: string): AuthContext | undefined;
}
