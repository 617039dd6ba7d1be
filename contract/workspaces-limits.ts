// Workspaces' constants and SPEC §8's words, with no TypeBox, so the browser's machines and
// screens import them without a schema builder (contract/workspaces.ts re-exports them).

/** An invitation's link works this long after it was sent, once. */
export const invitationTtlMs = 7 * 24 * 60 * 60 * 1000;

/** SPEC §9: the workspace page shows this many of the workspace's cloned voices. */
export const workspaceVoicePreview = 3;

/** A saved provider key comes back as its last characters only. */
export const keyTailLength = 4;

/** How long 'Leaving workspace...' stays before the page reloads (SPEC §4). */
export const leaveReloadMs = 2000;

/** SPEC §8's toasts for the workspace page. */
export const workspaceToasts = {
  switched: 'Workspace switched!',
  renamed: 'Workspace name updated!',
  created: 'Workspace created!',
  deleted: 'Workspace deleted!',
  transferred: 'Workspace ownership transferred!',
  invited: 'Invitation sent!',
  invitationRemoved: 'Invitation removed!',
  memberRemoved: 'Member removed!',
  leaving: 'Leaving workspace...',
  keysSaved: 'Changes saved successfully!',
} as const;

/** Said before a workspace is deleted, so the owner knows what goes with it. */
export const deleteWarning =
  'Deleting a workspace deletes its conversations, documents, files, voices, orders with their invoices (download any you need from the billing page first) and remaining credits for every member. This cannot be undone.';

/** The refusal when an invitation would take the workspace past its plan's member cap. */
export const inviteCapRefusal = ({ plan, cap }: { plan: string; cap: number }) =>
  `The ${plan} plan allows ${cap.toLocaleString('en')} ${cap === 1 ? 'member' : 'members'}, pending invitations included. Choose a larger plan to invite more.`;

/** A workspace's name, on creation and rename. */
export const workspaceNameMaxLength = 100;
/** A workspace's own OpenAI or Anthropic API key. */
export const providerKeyMaxLength = 500;
