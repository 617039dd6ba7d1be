// Every domain the server runs, in the order it is started and its routes registered. A new
// tool is a folder `server/<tool>/` with a `domain.ts`, and one line here. Billing's domain sells
// (plans, checkout, orders); the credit and plan checks other domains need are its service.ts,
// which they build on a billing repository, or its modules called with the one they share a
// transaction with.
import { accountDomain } from './account/domain';
import { adminDomain } from './admin/domain';
import { affiliateDomain } from './affiliate/domain';
import { apiKeysDomain } from './api-keys/domain';
import { billingDomain } from './billing/domain';
import { catalogueDomain } from './catalogue/domain';
import { chatDomain } from './chat/domain';
import { classifierDomain } from './classifier/domain';
import { dashboardDomain } from './dashboard/domain';
import { feedbackDomain } from './feedback/domain';
import { filesDomain } from './files/domain';
import { libraryDomain } from './library/domain';
import { openAIApiDomain } from './openai-api/domain';
import { workspacesDomain } from './workspaces/domain';
import { writerDomain } from './writer/domain';
import { voiceoverDomain } from './voiceover/domain';
import { transcriberDomain } from './transcriber/domain';
import { voiceIsolatorDomain } from './voice-isolator/domain';
import { composerDomain } from './composer/domain';

export const domains = [accountDomain, apiKeysDomain, catalogueDomain, chatDomain, libraryDomain, classifierDomain, writerDomain, billingDomain, workspacesDomain, dashboardDomain, openAIApiDomain, affiliateDomain, adminDomain, feedbackDomain, filesDomain, voiceoverDomain, transcriberDomain, voiceIsolatorDomain, composerDomain] as const;

type AnyDomain = (typeof domains)[number];

/** `app.services`: each domain's services under its name, typed from the list. */
export type Services = {
  [D in AnyDomain as D['name']]: D extends { services?: (...args: never[]) => infer S } ? S : never;
};
