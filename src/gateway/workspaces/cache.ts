// Workspaces' graphcache config. A Workspace is keyed by its id, so the one in `me` and the
// workspace page's are the same entity, and a change's answer (the whole workspace, with its
// people and invitations) updates every query that shows it: nothing is asked again. The
// switcher's list holds summaries (name, the caller's role, current or not), which no answer
// carries, so a change that touches one is written into the list here. Switching, deleting or
// joining changes which workspace every answer is about: everything is asked again.
import type { Cache, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import { embedded, type GatewayCache } from '../domain';

const SummaryList = gql`
  query WorkspaceSummaryList {
    workspaces { id name role isCurrent }
  }
`;

interface Summary {
  __typename: 'WorkspaceSummary';
  id: string;
  name: string;
  role: string;
  isCurrent: boolean;
}
interface Answer {
  id: string;
  name: string;
  role?: string | null;
}

function forgetEverything(_: unknown, __: Variables, cache: Cache) {
  for (const field of cache.inspectFields('Query')) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
}

/** Applies `change` to the switcher's list, when it is held. */
function editList(cache: Cache, change: (list: Summary[]) => Summary[]) {
  cache.updateQuery<{ workspaces: Summary[] }>({ query: SummaryList }, (data) => (data?.workspaces ? { ...data, workspaces: change(data.workspaces) } : data));
}

/** The answer's name and role replace the summary's (a rename; a transfer makes the caller a member). */
function reviseSummary(field: string) {
  return (result: Record<string, unknown>, _: Variables, cache: Cache) => {
    const answer = result[field] as Answer | null | undefined;
    if (!answer) return;
    editList(cache, (list) => list.map((item) => (item.id === answer.id ? { ...item, name: answer.name, role: answer.role ?? item.role } : item)));
  };
}

/** A new workspace joins the end of the list (the server lists them in the order they were joined), not acted in yet. */
function addSummary(result: Record<string, unknown>, _: Variables, cache: Cache) {
  const answer = result.createWorkspace as Answer | null | undefined;
  if (!answer) return;
  const { id, name, role } = answer;
  const added: Summary = { __typename: 'WorkspaceSummary', id, name, role: role ?? 'owner', isCurrent: false };
  editList(cache, (list) => (list.some((item) => item.id === id) ? list : [...list, added]));
}

export const workspacesCache: GatewayCache = {
  keys: { WorkspaceSummary: embedded, WorkspacePerson: embedded },
  updates: {
    Mutation: {
      switchWorkspace: forgetEverything,
      deleteWorkspace: forgetEverything,
      acceptInvitation: forgetEverything,
      createWorkspace: addSummary,
      renameWorkspace: reviseSummary('renameWorkspace'),
      transferWorkspace: reviseSummary('transferWorkspace'),
    },
  },
};
