// Every gateway domain, the one list the schema (schema.ts) and the urql client (client.ts)
// are composed from. A new tool is a folder `src/gateway/<tool>/` with an index.ts
// registration, its schema in `schema/<tool>.graphql`, and one line here.
import { accountGateway } from './account';
import { accountSettingsGateway } from './account-settings';
import { adminGateway } from './admin';
import { affiliateGateway } from './affiliate';
import { apiKeysGateway } from './api-keys';
import { billingGateway } from './billing';
import { catalogueGateway } from './catalogue';
import { chatGateway } from './chat';
import { classifierGateway } from './classifier';
import { dashboardGateway } from './dashboard';
import { feedbackGateway } from './feedback';
import { historyGateway } from './history';
import { libraryGateway } from './library';
import { signinGateway } from './signin';
import { workspacesGateway } from './workspaces';
import { writerGateway } from './writer';
import { voiceoverGateway } from './voiceover';
import { transcriberGateway } from './transcriber';
import { voiceIsolatorGateway } from './voice-isolator';
import { composerGateway } from './composer';

export const domains = [accountGateway, accountSettingsGateway, adminGateway, affiliateGateway, apiKeysGateway, billingGateway, catalogueGateway, chatGateway, classifierGateway, dashboardGateway, feedbackGateway, historyGateway, libraryGateway, signinGateway, workspacesGateway, writerGateway, voiceoverGateway, transcriberGateway, voiceIsolatorGateway, composerGateway] as const;
