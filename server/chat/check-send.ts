// Before a send's stream opens: every check, in the order of docs/rest-api.md, on one read of
// what they need (send-repository.ts) and on the attached files, so that a refusal is a plain
// JSON error with its status and nothing is stored. Nothing here writes: storing the message and
// starting its reply wait until the stream's headers are out (prepare-reply.ts).
import { visibility } from '../../contract/library';
import type { SendBody } from '../../contract/chat';
import { modelNeedsKey } from '../../contract/providers';
import type { Config } from '../config';
import type { Model } from '../db/types';
import { runsOnOwnKey, type WorkspaceKeys } from '../engines/index';
import { tokensOfLength } from '../engines/usage';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, notFound } from '../lib/errors';
import { readFiles, type ReadFile, type UploadedFile } from '../library/attachments';
import { conversationNotFound } from '../library/conversations';
import { isAvailable } from '../catalogue/models';
import type { CreditReservations, Reservation } from '../billing/reservations';
import { assertPlanAllowsAssistant } from '../billing/plans';
import type { SendRepository } from './send-repository';

const defaultModel = 'local-assistant';

export const unknownParent = 'parent_id does not name a message of this conversation.';
export const unknownRegenerate = 'regenerate_id does not name a message of this conversation.';
export const noQuestion = 'This answer has no question to ask again.';

/** A send as the route validated it (contract/chat.ts), with the files of a multipart one. */
export type SendInput = SendBody & {
  /** Attached files (multipart `files[]`), server/library/attachments.ts. */
  files?: UploadedFile[];
};

/** A send that passed every check: what storing it and generating its reply need. */
export interface CheckedSend {
  auth: AuthContext;
  /** The conversation named; someone else's shared one (`inCopy`) is continued in a copy of it. */
  conversationId: string;
  inCopy: boolean;
  /** Empty: the first message gives the conversation its title. */
  title: string;
  content: string;
  quote: string | null;
  temporary: boolean;
  model: Model;
  keys: WorkspaceKeys;
  assistant: { id: string; instructions: string } | null;
  files: ReadFile[];
  /** Where the new message goes in the tree (ids of the conversation named, before any copy). */
  parentId: string | null;
  /** A regeneration: the user message asked again, instead of a new one. */
  questionId: string | null;
  /** The credits the reply holds until it is stored and billed; released whatever happens (billing/reservations.ts). */
  reservation: Reservation;
}

export async function checkSend(send: SendRepository, config: Config, credits: CreditReservations, auth: AuthContext, conversationId: string, input: SendInput): Promise<CheckedSend> {
  const modelKey = input.model || defaultModel;
  const found = await send.checks({
    workspaceId: auth.workspaceId,
    conversationId,
    modelKey,
    assistantId: input.assistant_id || null,
    parentId: input.parent_id,
    regenerateId: input.regenerate_id || null,
  });
  const { conversation, model, assistant, keys } = found;
  const inCopy = conversation !== null && conversation.workspace_id !== auth.workspaceId;
  if (!conversation || (inCopy && conversation.visibility !== visibility.public)) throw notFound(conversationNotFound);
  const content = (input.content ?? '').trim();
  if (!content && !input.regenerate_id && !input.files?.length) throw badRequest('Please enter a message.');
  if (!model || model.type !== 'llm') throw badRequest(`Unknown model "${modelKey}".`);
  if (!isAvailable(config, model, keys)) {
    throw badRequest(modelNeedsKey(model));
  }
  if (input.assistant_id && !assistant) throw badRequest('Unknown assistant.');
  if (assistant) assertPlanAllowsAssistant(found.planConfig, assistant.id);
  const files = input.regenerate_id ? [] : await readFiles(input.files ?? [], model);
  // Omitted: continue the latest message. null: a new root, i.e. an edit of the first message.
  const parentId = input.parent_id === undefined ? found.latestMessageId : input.parent_id;
  if (parentId !== null && input.parent_id !== undefined && !found.parentFound) throw badRequest(unknownParent);
  let questionId: string | null = null;
  if (input.regenerate_id) {
    // A copy's messages get new ids, so an id of the shared conversation names none of the copy's.
    if (inCopy || found.regenerateQuestion === null) throw badRequest(unknownRegenerate);
    if (!found.regenerateQuestion) throw badRequest(noQuestion);
    questionId = found.regenerateQuestion;
  }
  // Last, once nothing else can refuse: the credits the reply may cost, or a 402. Its input is
  // at most the whole conversation, the new message, its files and the assistant's instructions.
  const quote = input.quote?.trim() || null;
  const inputChars = found.historyChars + content.length + (quote?.length ?? 0) + (assistant?.instructions.length ?? 0) + files.reduce((sum, file) => sum + (file.text?.length ?? 0), 0);
  const reservation = await credits.reserve({
    workspaceId: auth.workspaceId,
    resourceKind: 'conversation',
    model,
    inputTokens: tokensOfLength(inputChars),
    byok: runsOnOwnKey(model, keys),
  });
  return {
    auth,
    conversationId: conversation.id,
    inCopy,
    title: conversation.title,
    content,
    quote,
    temporary: input.temporary === true,
    model,
    keys,
    assistant,
    files,
    parentId,
    questionId,
    reservation,
  };
}
