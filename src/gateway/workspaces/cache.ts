// Workspaces' graphcache config. A Workspace is keyed by its id, so the one in `me` and the
// workspace page's are the same entity. Switching, deleting or joining changes which workspace
// every answer is about: everything is asked again. A change to one workspace refreshes the list.
import type { Cache } from '@urql/exchange-graphcache';
import { embedded, type GatewayCache } from '../domain';

function forgetEverything(_: unknown, __: unknown, cache: Cache) {
  for (const field of cache.inspectFields('Query')) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
}

function forgetList(_: unknown, __: unknown, cache: Cache) {
  cache.invalidate('Query', 'workspaces');
}

export const workspacesCache: GatewayCache = {
  keys: { WorkspaceSummary: embedded, WorkspacePerson: embedded },
  updates: {
    Mutation: {
      switchWorkspace: forgetEverything,
      deleteWorkspace: forgetEverything,
      acceptInvitation: forgetEverything,
      createWorkspace: forgetList,
      renameWorkspace: forgetList,
      transferWorkspace: forgetList,
      removeWorkspaceMember: forgetList,
    },
  },
};
