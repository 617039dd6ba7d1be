// The account forms' limits, apart from the schemas (plain values, no TypeBox): the server's
// schemas refuse past them and the browser's inputs carry them as `maxLength`, so a form
// never lets someone type what the server would refuse.

export const emailMaxLength = 254;
export const passwordMaxLength = 200;
/** A first or last name. */
export const personNameMaxLength = 1000;
/** The feedback and claim forms' message. */
export const feedbackMessageMaxLength = 20_000;
/** A claim's subject. */
export const claimSubjectMaxLength = 1000;
/** A two-factor code (an authenticator's six digits, or a recovery code). */
export const twoFactorCodeMaxLength = 100;
