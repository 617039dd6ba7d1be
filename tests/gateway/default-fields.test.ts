// What tsc does not catch: a GraphQL field of a type mapped to a contract schema (wire-map.ts)
// that neither the REST answer carries (by its name or snake_case name, read by the executor's
// default resolver) nor a field resolver answers would be null at run time.
import type { TSchema } from 'typebox';
import { describe, expect, test } from 'vitest';
import * as account from '../../contract/account';
import * as admin from '../../contract/admin';
import * as affiliate from '../../contract/affiliate';
import * as apiKeys from '../../contract/api-keys';
import * as billing from '../../contract/billing';
import * as catalogue from '../../contract/catalogue';
import * as classifier from '../../contract/classifier';
import * as transcriber from '../../contract/transcriber';
import * as composer from '../../contract/composer';
import * as dashboard from '../../contract/dashboard';
import * as library from '../../contract/library';
import * as media from '../../contract/media';
import * as voiceover from '../../contract/voiceover';
import * as voiceIsolator from '../../contract/voice-isolator';
import * as workspaces from '../../contract/workspaces';
import { domains } from '../../src/gateway/domains';
import { isLazy } from '../../src/gateway/domain';
import introspection from '../../src/gateway/generated/introspection';
import type { WireMap } from '../../src/gateway/wire-map';

/** Each wire-map entry that is a contract schema, with that schema (TypeBox is JSON Schema at run time). */
const contractOf = {
  TwoFactorSetup: account.TwoFactorSetup,
  ApiKey: apiKeys.ApiKey,
  CreatedApiKey: apiKeys.CreatedApiKey,
  AdminPayout: admin.AdminPayout,
  AdminFeedback: admin.AdminFeedback,
  AdminClaim: admin.AdminClaim,
  AdminAuditEntry: admin.AdminAuditEntry,
  AdminUserOrder: admin.AdminUserOrder,
  Affiliate: affiliate.Affiliate,
  AffiliatePayout: affiliate.Payout,
  PayoutMethod: affiliate.PayoutMethod,
  Classification: classifier.Classification,
  Transcription: transcriber.Transcription,
  Preset: catalogue.Preset,
  WorkspaceSummary: workspaces.WorkspaceSummary,
  Invitation: workspaces.Invitation,
  InvitationPreview: workspaces.InvitationView,
  User: account.User,
  AuthPayload: account.SignupResponse,
  IpLocation: account.IpLocation,
  WorkspaceSubscription: account.AccountSubscription,
  Plan: account.Plan,
  Address: billing.Address,
  BillingConfig: billing.BillingConfig,
  CustomCreditsConfig: billing.CustomCreditsConfig,
  Quote: billing.Quote,
  AppliedCoupon: billing.AppliedCoupon,
  Precheck: billing.Precheck,
  CheckoutResult: billing.CheckoutResponse,
  Order: billing.Order,
  Model: catalogue.Model,
  SharedConversation: library.ConversationWithMessages,
  Message: library.PathMessage,
  Conversation: library.ConversationRead,
  Attachment: library.AttachmentSummary,
  WorkspaceUsage: dashboard.UsageDataset,
  StoredFile: media.StoredFile,
  Voice: voiceover.Voice,
  Speech: voiceover.Speech,
  IsolatedVoice: voiceIsolator.IsolatedVoice,
  Composition: composer.Composition,
} satisfies Partial<Record<keyof WireMap, TSchema>>;
// The entries shaped by hand in wire-map.ts; any other must be listed above (tsc holds this).
type HandShaped = 'Workspace' | 'WorkspacePerson' | 'Provider' | 'WriterDocument' | 'AdminUser' | 'AdminWorkspace' | 'AdminMembership';
export const everyEntryListed: [Exclude<keyof WireMap, keyof typeof contractOf | HandShaped>] extends [never] ? true : false = true;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

async function resolvedFields() {
  const resolved = new Set<string>();
  for (const domain of domains) {
    const { resolvers } = isLazy(domain) ? await domain.load() : domain;
    for (const map of resolvers) for (const [type, fields] of Object.entries(map)) for (const field of Object.keys(fields as object)) resolved.add(`${type}.${field}`);
  }
  return resolved;
}

describe('every field of a type mapped to a contract schema has a source', () => {
  test.each(Object.entries(contractOf))('%s', async (typeName, schema) => {
    const type = introspection.__schema.types.find((candidate) => candidate.name === typeName);
    const fields = type && 'fields' in type && type.fields ? type.fields.map((field) => field.name) : [];
    expect(fields.length).toBeGreaterThan(0);
    const resolved = await resolvedFields();
    const properties = Object.keys((schema as { properties: Record<string, unknown> }).properties);
    const sourceless = fields.filter((name) => !properties.includes(name) && !properties.includes(snakeCase(name)) && !resolved.has(`${typeName}.${name}`));
    expect(sourceless).toEqual([]);
  });
});
