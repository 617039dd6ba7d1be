// The admin page's words apart from its schemas (no TypeBox), so the browser's machines and screens
// import them without a schema builder; contract/admin.ts re-exports them.

export const payoutSettledPaid = 'Payout marked paid.';
export const payoutSettledRejected = 'Payout rejected: its amount is back in the balance.';
/** A non-pending payout cannot be settled again: the operator who came second is told so. */
export const payoutNotPending = (status: string) => `This payout is already ${status}: nothing was changed.`;

/** A suspended user's every request, login included, is refused with these words (403): the login form shows them. */
export const accountSuspended = 'This account is suspended. Contact support.';
/** The admin area would be left with no one to run it. */
export const lastAdmin = 'This is the last admin: make someone else an admin first. Nothing was changed.';
export const notYourself = 'You cannot suspend your own account.';
/** Taking away more credits than the workspace has: refused rather than leaving it below zero. */
export const creditsBelowZero = (balance: number) =>
  `This workspace has ${balance} credits: at most ${balance} can be taken away. Nothing was changed.`;
export const userSuspended = 'User suspended: their sessions and API keys stopped working.';
export const userRestored = 'User restored: they can log in again.';
export const creditsAdjusted = 'Credits adjusted.';
