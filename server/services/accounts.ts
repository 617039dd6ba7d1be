import type { DB } from '../db/connect';
import type { User } from '../db/types';
import { HttpError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AuthContext } from './auth';
import { balanceOf, grantCredits } from './credits';
import { activeSubscription, freePlanId, planView } from './plans';

export interface NewAccount {
  email: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  isGuest: boolean;
  isAdmin: boolean;
  startingCredits: number;
}

/**
 * A user always comes with a personal workspace they own, on the free plan, with the starting
 * credits. Pass a transaction: half an account (a user without a workspace) cannot log in.
 */
export async function createAccount(trx: DB, account: NewAccount): Promise<AuthContext> {
  const userId = newId();
  const workspaceId = newId();
  await trx
    .insertInto('users')
    .values({
      id: userId,
      email: account.email,
      password_hash: account.passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      is_guest: account.isGuest,
      is_admin: account.isAdmin,
      current_workspace_id: workspaceId,
    })
    .execute();
  const name = account.firstName ? `${account.firstName}'s workspace` : 'My workspace';
  await trx.insertInto('workspaces').values({ id: workspaceId, name, owner_id: userId, openai_api_key: null, anthropic_api_key: null, address: null }).execute();
  await trx.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role: 'owner' }).execute();
  await trx.insertInto('subscriptions').values({ id: newId(), workspace_id: workspaceId, plan_id: freePlanId, renews_at: null, canceled_at: null }).execute();
  if (account.startingCredits > 0) await grantCredits(trx, workspaceId, account.startingCredits, 'starting credits');
  return { userId, workspaceId, isAdmin: account.isAdmin, isGuest: account.isGuest };
}

/** The User object of docs/rest-api.md, with the workspace named in the token. */
export async function userView(db: DB, auth: AuthContext) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
  const workspace = await db.selectFrom('workspaces').selectAll().where('id', '=', auth.workspaceId).executeTakeFirst();
  if (!user || !workspace) throw new HttpError(401, 'Your session has expired. Please log in again.');
  const subscription = await activeSubscription(db, workspace.id);
  const plan = subscription ? planView(subscription.plan) : null;
  return {
    ...publicUser(user),
    workspace: {
      id: workspace.id,
      name: workspace.name,
      owner_id: workspace.owner_id,
      credits: await balanceOf(db, workspace.id),
      subscription: subscription ? { id: subscription.id, plan, main_plan: plan } : null,
    },
  };
}

function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: user.is_admin,
    is_guest: user.is_guest,
    created_at: user.created_at,
  };
}
