// REST API keys (docs/rest-api.md, "REST API keys"): a user makes a key in the workspace they act
// in, sees it in full once, lists the keys by their prefix and revokes them. A key is sent as
// `Authorization: Bearer atl_…` on the REST API and the OpenAI-compatible API (/v1).
import { Type, type Static } from 'typebox';
import { ListOf, Timestamp } from './common';

/** Every key starts with it, which tells it apart from a login token. */
export const apiKeyPrefix = 'atl_';
/** How many characters of a key are kept in clear and listed, so its owner can tell keys apart. */
export const apiKeyShownLength = 12;
export const maxApiKeyName = 100;
/** Keys a user may hold in one workspace. */
export const maxApiKeys = 50;

export const apiKeyNotFound = 'This API key does not exist or was revoked.';
export const apiKeyRefused = 'This API key is not valid or was revoked.';
export const apiKeysNeedLogin = 'API keys are made and revoked when logged in, not with an API key.';
export const tooManyApiKeys = `You can have at most ${maxApiKeys} API keys in a workspace. Revoke one first.`;

/**
 * `name` is optional: a key without one is listed by its prefix alone. `password`, the account's
 * current one, is needed when the account has one: a key outlives the session that made it.
 */
export const CreateApiKeyBody = Type.Object({
  name: Type.Optional(Type.String({ title: 'The key name', maxLength: maxApiKeyName })),
  password: Type.Optional(Type.String({ title: 'Your password', maxLength: 200 })),
});

export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The key's first characters, e.g. `atl_Xy3k9Q2b`. */
  prefix: Type.String(),
  created_at: Timestamp,
  last_used_at: Type.Union([Timestamp, Type.Null()]),
});

/** The answer to creating a key: the only time `key` is ever sent. */
export const CreatedApiKey = Type.Object({ ...ApiKey.properties, key: Type.String() });

export const ApiKeyList = ListOf(ApiKey);

export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;
