// The admin page's words apart from its schemas (no TypeBox), so the browser's machines and screens
// import them without a schema builder; contract/admin.ts re-exports them.

export const payoutSettledPaid = 'Payout marked paid.';
export const payoutSettledRejected = 'Payout rejected: its amount is back in the balance.';
/** A non-pending payout cannot be settled again: the operator who came second is told so. */
export const payoutNotPending = (status: string) => `This payout is already ${status}: nothing was changed.`;
