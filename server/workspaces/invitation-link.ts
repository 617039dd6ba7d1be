// An invitation's link: the invitation's id and a signature of it under the JWT secret, so the
// link proves itself without a token column, and an invitation removed (or accepted: it is
// deleted then) takes its link with it. The 7-day expiry counts from the row's created_at.
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(secret: string, invitationId: string): string {
  return createHmac('sha256', secret).update(`invitation:${invitationId}`).digest('base64url');
}

export function invitationToken(secret: string, invitationId: string): string {
  return `${invitationId}.${signature(secret, invitationId)}`;
}

/** The invitation id the token names, or null when it was not signed here. */
export function invitationIdOf(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function invitationMail({ appUrl, token, workspace, inviter }: { appUrl: string; token: string; workspace: string; inviter: string }) {
  const link = `${appUrl}/invitations/${token}`;
  const text = `${inviter} invited you to the workspace "${workspace}" on Atelier.\n\nJoin it here (the link works once, for 7 days, when you are logged in with this email address):\n${link}\n`;
  return { subject: `Join ${workspace} on Atelier`, text, link, secrets: [token] };
}
