// The api_keys table: a user's keys in one workspace, kept as a SHA-256 hash of the key and its
// first characters in clear (the prefix it is listed by).
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect';
import type { ApiKeysTable } from '../db/types';

const listed = ['id', 'name', 'prefix', 'created_at', 'last_used_at'] as const;

export function apiKeyRepository(db: DB) {
  return {
    insert: (row: Insertable<ApiKeysTable>) => db.insertInto('api_keys').values(row).returning(listed).executeTakeFirstOrThrow(),

    /** The user's keys in the workspace, newest first. */
    list: (userId: string, workspaceId: string) =>
      db.selectFrom('api_keys').select(listed).where('user_id', '=', userId).where('workspace_id', '=', workspaceId).orderBy('created_at', 'desc').orderBy('id').execute(),

    async count(userId: string, workspaceId: string): Promise<number> {
      const row = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Deletes the key when it is the user's in the workspace; false when there is no such key. */
    async remove(id: string, userId: string, workspaceId: string): Promise<boolean> {
      const deleted = await db.deleteFrom('api_keys').where('id', '=', id).where('user_id', '=', userId).where('workspace_id', '=', workspaceId).returning('id').executeTakeFirst();
      return deleted !== undefined;
    },

    /** Every key of the user in the workspace: they go with the membership. */
    removeAll: (userId: string, workspaceId: string) => db.deleteFrom('api_keys').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute(),

    /** The key with this hash, with its user's flags, only while the user is still a member of its workspace. */
    byHash: (keyHash: string) =>
      db
        .selectFrom('api_keys')
        .innerJoin('workspace_members', (join) => join.onRef('workspace_members.user_id', '=', 'api_keys.user_id').onRef('workspace_members.workspace_id', '=', 'api_keys.workspace_id'))
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .select(['api_keys.id', 'api_keys.user_id', 'api_keys.workspace_id', 'users.is_admin', 'users.is_guest', 'users.suspended_at'])
        .where('api_keys.key_hash', '=', keyHash)
        .executeTakeFirst(),

    async touch(id: string, at: Date) {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof apiKeyRepository>;
