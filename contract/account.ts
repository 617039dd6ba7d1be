// The account's part of the REST contract (docs/rest-api.md, "Auth" and "Account"): signup,
// login, the User object with its workspace and plan, and the profile form.
//
// As with every response schema, the server serialises with these: a field the client reads
// must be listed here or it never arrives.
import { Type, type Static } from 'typebox';
import { Json, nullableString, stringEnum, Timestamp } from './common';

export const SignupBody = Type.Object({
  type: stringEnum(['user', 'guest']),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  first_name: Type.Optional(Type.String({ maxLength: 1000 })),
  last_name: Type.Optional(Type.String({ maxLength: 1000 })),
  'captcha-token': Type.Optional(Type.String({ maxLength: 10000 })),
  ref: Type.Optional(Type.String({ maxLength: 100 })),
});

export const LoginBody = Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) });

export const ProfileBody = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 1000 })),
  last_name: Type.Optional(Type.String({ maxLength: 1000 })),
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

export const User = Type.Object({
  id: Type.String(),
  email: nullableString(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_admin: Type.Boolean(),
  is_guest: Type.Boolean(),
  created_at: Timestamp,
  /** The workspace the token names. */
  workspace: Type.Object({
    id: Type.String(),
    name: Type.String(),
    owner_id: Type.String(),
    credits: Type.Number(),
    /** The free plan is offered only when true (SPEC §6): on no plan now, and its owner has no other workspace on Free. */
    is_eligible_for_free_plan: Type.Optional(Type.Boolean()),
    /** The billing address invoices are made out to (billing's Address, set with `POST /workspaces/{id}`), null until set. Untyped here because billing's contract imports this one. */
    address: Type.Optional(Json),
    subscription: Type.Union([
      Type.Object({ id: Type.String(), plan: Type.Union([Plan, Type.Null()]), main_plan: Type.Union([Plan, Type.Null()]) }),
      Type.Null(),
    ]),
  }),
});

export const SignupResponse = Type.Object({ jwt: Type.String(), message: Type.String(), user: User });
export const LoginResponse = Type.Object({ jwt: Type.String(), user: User });
/** The profile form's answer: the User with a fresh token beside its fields. */
export const ProfileResponse = Type.Object({ jwt: Type.String(), ...User.properties });

export type SignupBody = Static<typeof SignupBody>;
export type User = Static<typeof User>;
