import type { FastifyInstance } from 'fastify';
import { bearer, signUpUser, type Session } from './app';
import { mailedLink } from './inbox';

/** The path of the invitation link in the newest mail delivered to `email`. */
export async function invitationPath(app: FastifyInstance, email: string): Promise<string> {
  return new URL(await mailedLink(app, email, `${app.config.appUrl}/invitations/`)).pathname;
}

/**
 * An owner with a second workspace, "Team" (so deleting it is not deleting their last), a member
 * who joined it through a mailed invitation, an outsider, and a pending invitation.
 */
export async function teamWorkspace(app: FastifyInstance) {
  const owner = await signUpUser(app, { first_name: 'Olive' });
  const member = await signUpUser(app, { first_name: 'Max' });
  const outsider = await signUpUser(app, { first_name: 'Otto' });
  const created = await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: 'Team' } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id: string = created.json().id;
  await invite(app, owner, id, member.user.email!);
  const accepted = await app.inject({ method: 'POST', url: `/api/${(await invitationPath(app, member.user.email!)).slice(1)}/accept`, headers: bearer(member) });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  const memberInTeam: Session = { ...member, jwt: accepted.json().jwt };
  const pending = await invite(app, owner, id, 'pending@example.com');
  const invitationId: string = pending.json().invitations[0].id;
  return { id, owner, member: memberInTeam, outsider, invitationId };
}

export function invite(app: FastifyInstance, owner: Session, workspaceId: string, email: string) {
  return app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, headers: bearer(owner), payload: { email } });
}
