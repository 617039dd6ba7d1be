// The account's part of the REST contract (docs/rest-api.md, "Auth" and "Account"): signup,
// login, the User object with its workspace and plan, and the profile form.
//
// As with every response schema, the server serialises with these: a field the client reads
// must be listed here or it never arrives.
import { Type, type Static } from 'typebox';
import { Json, nullableString, stringEnum, Timestamp } from './common';
import { claimSubjectMaxLength, emailMaxLength, feedbackMessageMaxLength, passwordMaxLength, personNameMaxLength, twoFactorCodeMaxLength } from './account-limits';

// Titles name a field in refusals (plugins/validation-message.ts): "Email must be …".
const Email = (title = 'Email') => Type.String({ title, maxLength: emailMaxLength });
const Password = (title = 'Password') => Type.String({ title, maxLength: passwordMaxLength });
const FirstName = Type.String({ title: 'First name', maxLength: personNameMaxLength });
const LastName = Type.String({ title: 'Last name', maxLength: personNameMaxLength });

export const SignupBody = Type.Object({
  type: stringEnum(['user', 'guest'], { title: 'The account type' }),
  email: Type.Optional(Email()),
  password: Type.Optional(Password()),
  first_name: Type.Optional(FirstName),
  last_name: Type.Optional(LastName),
  'captcha-token': Type.Optional(Type.String({ title: 'The captcha', maxLength: 10000 })),
  ref: Type.Optional(Type.String({ title: 'The referral code', maxLength: 100 })),
});

export const LoginBody = Type.Object({ email: Email(), password: Password() });

export const ProfileBody = Type.Object({
  first_name: Type.Optional(FirstName),
  last_name: Type.Optional(LastName),
  /**
   * true with `code2fa` (a code from the secret `POST /account/generate-2fa` gave) and `password`
   * (the account's current one, a fresh proof that the owner is there) turns 2FA on; false with a
   * current code turns it off.
   */
  enable2fa: Type.Optional(Type.Boolean({ title: 'Two-factor authentication' })),
  code2fa: Type.Optional(Type.String({ title: 'The authentication code', maxLength: twoFactorCodeMaxLength })),
  method2fa: Type.Optional(stringEnum(['totp'], { title: 'The two-factor method' })),
  password: Type.Optional(Password('Your current password')),
});

export const Plan = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  billing_cycle: Type.String(),
  price: Type.Number(),
  sale_price: Type.Union([Type.Number(), Type.Null()]),
  credits: Type.Number(),
  feature_list: Json,
  member_cap: Type.Union([Type.Integer(), Type.Null()]),
  config: Json,
});

/** A workspace's subscription as the account reads it. */
export const AccountSubscription = Type.Object({
  id: Type.String(),
  plan: Type.Union([Plan, Type.Null()]),
  main_plan: Type.Union([Plan, Type.Null()]),
  /** Set once cancelled: the plan does not renew and ends at `current_period_end`. */
  canceled_at: Type.Optional(Type.Union([Timestamp, Type.Null()])),
  /** When the period paid for ends; null for lifetime and the free plan. */
  current_period_end: Type.Optional(Type.Union([Timestamp, Type.Null()])),
});

/** The workspace a token names, as the account reads it. */
export const AccountWorkspace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  owner_id: Type.String(),
  credits: Type.Number(),
  /** The free plan is offered only when true (SPEC §6): on no plan now, and its owner has no other workspace on Free. */
  is_eligible_for_free_plan: Type.Optional(Type.Boolean()),
  /** The billing address invoices are made out to (billing's Address, set with `POST /workspaces/{id}`), null until set. Untyped here because billing's contract imports this one. */
  address: Type.Optional(Json),
  subscription: Type.Union([AccountSubscription, Type.Null()]),
});

export const User = Type.Object({
  id: Type.String(),
  email: nullableString(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_admin: Type.Boolean(),
  is_guest: Type.Boolean(),
  created_at: Timestamp,
  /** When the address was confirmed through the mailed link; null until then (and after a change of address). */
  email_verified_at: Type.Optional(Type.Union([Timestamp, Type.Null()])),
  /** Login asks for a code from the authenticator app. */
  two_factor_enabled: Type.Optional(Type.Boolean()),
  /** False for guests: email change and 2FA then ask no password. */
  has_password: Type.Optional(Type.Boolean()),
  /** Where the user was last seen from: recorded when the account page reads `GET /account/ip`; null until then. */
  ip: Type.Optional(nullableString()),
  latitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** The workspace the token names. */
  workspace: AccountWorkspace,
});

/**
 * A right password for an account with 2FA: no token yet. The browser asks for the code and sends
 * it with the challenge to `POST /auth/login/2fa`, which answers a LoginResponse.
 */
export const LoginChallengeResponse = Type.Object({
  two_factor_required: Type.Literal(true),
  challenge: Type.String(),
  method: stringEnum(['totp']),
  /** Seconds the challenge stays valid. */
  expires_in: Type.Integer(),
});
/** A code from the authenticator app (6 digits) or one of the recovery codes. */
export const LoginTwoFactorBody = Type.Object({ challenge: Type.String({ title: 'The sign-in step', maxLength: 200 }), code: Type.String({ title: 'The authentication code', maxLength: twoFactorCodeMaxLength }) });

export const SignupResponse = Type.Object({ jwt: Type.String(), message: Type.String(), user: User });
export const LoginResponse = Type.Object({ jwt: Type.String(), user: User });
/** A login token refused with `code: 'membership_ended'`, given back once for another session. */
export const SessionAfterRemovalBody = Type.Object({ token: Type.String({ title: 'The login token', maxLength: 4000 }) });
/** The session in another of the user's workspaces, and the name of the one they are no longer in (null once deleted). */
export const SessionAfterRemovalResponse = Type.Object({ jwt: Type.String(), user: User, removed_from: Type.Union([Type.String(), Type.Null()]) });
/** The profile form's answer: the User with a fresh token beside its fields. */
export const ProfileResponse = Type.Object({
  jwt: Type.String(),
  ...User.properties,
  /** Only in the answer that turned 2FA on: shown once, never again (stored hashed). */
  recovery_codes: Type.Optional(Type.Array(Type.String())),
});

/** `POST /account/generate-2fa`: a new secret for the QR modal; 2FA is on only once a code from it is sent. */
export const TwoFactorSetupBody = Type.Object({
  method: Type.Optional(stringEnum(['totp'], { title: 'The two-factor method' })),
  status: Type.Optional(Type.Unknown({ title: 'The two-factor status' })),
});
export const TwoFactorSetup = Type.Object({
  /** A data: URL (image/png) of the otpauth:// URI, for an authenticator app to scan. */
  qr_code: Type.String(),
  /** The same secret in base32, for typing it in. */
  secret: Type.String(),
  method: stringEnum(['totp']),
  /** 'pending' until a code confirms it; 'enabled' when 2FA is already on (then nothing changed and no secret is shown). */
  status: stringEnum(['pending', 'enabled']),
});

/** `POST /account/email`: the password is asked when the account has one. */
export const EmailChangeBody = Type.Object({ email: Email('The new email'), password: Type.Optional(Password('Your current password')) });
/** Any account action answered with words to show and the account as it is now. */
export const AccountMessage = Type.Object({ message: Type.String(), user: User });

/** `POST /account/verification`: refused with 429 and Retry-After within 60 s of the last one. */
export const VerificationResponse = Type.Object({ message: Type.String(), retry_after: Type.Integer() });
/** Seconds between two verification mails (the browser's countdown shows the same). */
export const verificationResendSeconds = 60;

/** `POST /account/password`: `current_password` is needed when the account has a password. The other sessions end; the answer's jwt keeps this one. */
export const PasswordChangeBody = Type.Object({ current_password: Type.Optional(Password('Your current password')), password: Password('The new password') });
export const PasswordChangeResponse = Type.Object({ message: Type.String(), jwt: Type.String() });
export const PasswordResetRequestBody = Type.Object({ email: Email() });
export const PasswordResetBody = Type.Object({ password: Password('The new password') });
export const MessageResponse = Type.Object({ message: Type.String() });
/** `POST /account/undo-2fa`: the mailed link's secret and the account's password. */
export const UndoTwoFactorBody = Type.Object({
  token: Type.String({ title: 'The link from the mail', minLength: 1, maxLength: 200 }),
  password: Type.String({ title: 'Your password', maxLength: 200 }),
});
/** How long the link mailed when 2FA is turned on can turn it off again. */
export const undoTwoFactorDays = 7;

/** `GET /account/ip`: where the current request comes from, by the offline GeoIP database; nulls when unknown (private addresses). */
export const IpLocation = Type.Object({
  ip: Type.String(),
  country: nullableString(),
  city: nullableString(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
});

/** `POST /account/claims`. */
export const ClaimBody = Type.Object({ subject: Type.String({ title: 'Subject', maxLength: claimSubjectMaxLength }), message: Type.String({ title: 'Your message', maxLength: feedbackMessageMaxLength }) });

/** What `POST /account/claims` and `POST /account/feedback` (multipart: name?, email?, message, screenshot? image ≤ 5 MB) answer. */
export const Submitted = Type.Object({ id: Type.String(), message: Type.String() });

export type SignupBody = Static<typeof SignupBody>;
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
export type IpLocation = Static<typeof IpLocation>;
export type User = Static<typeof User>;
