// Invitations: the owner invites an email address; the link in the mail joins the workspace
// when opened by a user logged in with that address, once, within 7 days. A plan's member_cap
// counts members plus pending invitations, so an invitation past it is refused when sent.
import type { Config } from '../config';
import type { AuthContext } from '../lib/auth-context';
import { HttpError } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import type { BillingRepository } from '../billing/repository';
import type { Static } from 'typebox';
import { inviteCapRefusal, invitationTtlMs, type InvitationView } from '../../contract/workspaces';
import { invitationIdOf, invitationMail, invitationToken } from './invitation-link';
import type { WorkspaceService } from './service';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The same answer whether the link is forged, used, removed or meant for someone else: a link
// tells nothing to whoever should not have it.
const invalidLink = () => new HttpError(404, 'This invitation does not exist, was already used, or is for another email address.');

interface InvitationDeps {
  config: Config;
  workspaces: WorkspaceService;
  billing: BillingRepository;
  mailer: Mailer;
}

export function createInvitationService({ config, workspaces: service, billing, mailer }: InvitationDeps) {
  const { workspaces } = service;

  async function invite(auth: AuthContext, workspaceId: string, rawEmail: string) {
    await service.assertOwner(workspaces, auth, workspaceId);
    const email = rawEmail.trim().toLowerCase();
    if (!emailPattern.test(email)) throw new HttpError(400, 'Please enter a valid email address.');
    const plan = (await billing.activeSubscription(workspaceId))?.plan;
    const invitation = await workspaces.transaction(async (repo) => {
      await repo.lock(workspaceId);
      if (await repo.isMemberByEmail(workspaceId, email)) throw new HttpError(409, 'This person is already a member of the workspace.');
      if ((await repo.invitations(workspaceId)).some((row) => row.email === email)) throw new HttpError(409, 'An invitation was already sent to this email address.');
      if (plan && plan.member_cap !== null && (await repo.headcount(workspaceId)) + 1 > plan.member_cap) {
        throw new HttpError(403, inviteCapRefusal({ plan: plan.title, cap: plan.member_cap }));
      }
      return repo.addInvitation(workspaceId, email, auth.userId);
    });
    const [workspace, inviter] = await Promise.all([workspaces.workspace(workspaceId), workspaces.user(auth.userId)]);
    const mail = invitationMail({
      appUrl: config.appUrl,
      token: invitationToken(config.jwtSecret, invitation.id),
      workspace: workspace!.name,
      inviter: [inviter?.first_name, inviter?.last_name].filter(Boolean).join(' ') || inviter?.email || 'Someone',
    });
    try {
      await mailer.sendMail({ to: email, subject: mail.subject, text: mail.text, secrets: mail.secrets });
    } catch {
      // Nobody would receive the link: the invitation is taken back so it does not hold a seat.
      await workspaces.deleteInvitation(workspaceId, invitation.id);
      throw new HttpError(502, 'The invitation mail could not be sent. Please try again later.');
    }
    return service.view(auth, workspaceId);
  }

  async function removeInvitation(auth: AuthContext, workspaceId: string, invitationId: string) {
    await service.assertOwner(workspaces, auth, workspaceId);
    if (!(await workspaces.deleteInvitation(workspaceId, invitationId))) throw new HttpError(404, 'This invitation does not exist.');
    return service.view(auth, workspaceId);
  }

  /** The invitation behind a link, for the caller only if it was sent to their email address. */
  async function find(auth: AuthContext, token: string) {
    const id = invitationIdOf(config.jwtSecret, token);
    const invitation = id ? await workspaces.invitation(id) : undefined;
    const user = await workspaces.user(auth.userId);
    if (!invitation || !user?.email || user.email.toLowerCase() !== invitation.email) throw invalidLink();
    const expiresAt = new Date(new Date(invitation.created_at).getTime() + invitationTtlMs);
    if (expiresAt.getTime() <= Date.now()) throw new HttpError(410, 'This invitation has expired. Ask the workspace owner for a new one.');
    return { invitation, expiresAt };
  }

  /** Kept: joins the workspace's and the inviter's names and computes the expiry. */
  async function show(auth: AuthContext, token: string): Promise<Static<typeof InvitationView>> {
    const { invitation, expiresAt } = await find(auth, token);
    const [workspace, inviter] = await Promise.all([workspaces.workspace(invitation.workspace_id), invitation.invited_by ? workspaces.user(invitation.invited_by) : undefined]);
    // The invitation row as it is (the schema leaves out its token), with what is worked out for the page.
    return {
      ...invitation,
      workspace_name: workspace?.name ?? '',
      invited_by: inviter ? [inviter.first_name, inviter.last_name].filter(Boolean).join(' ') || inviter.email : null,
      expires_at: expiresAt,
    };
  }

  /** Joins the workspace and makes it the caller's current one; the invitation is used up. */
  async function accept(auth: AuthContext, token: string): Promise<AuthContext> {
    const { invitation } = await find(auth, token);
    await workspaces.transaction(async (repo) => {
      // Deleted in the same transaction as the join: two clicks at once join once.
      if (!(await repo.takeInvitation(invitation.id))) throw invalidLink();
      await repo.addMember(invitation.workspace_id, auth.userId);
      await repo.setCurrent(auth.userId, invitation.workspace_id);
    });
    return { ...auth, workspaceId: invitation.workspace_id };
  }

  return { invite, removeInvitation, show, accept };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
