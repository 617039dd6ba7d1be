// Before a reply: every check of a send, in the order of docs/rest-api.md, then the user
// message stored, and the turns the model will read.
import type { SendBody } from '../../contract/chat';
import type { Config } from '../config';
import type { Message, Model } from '../db/types';
import type { WorkspaceKeys } from '../engines/index';
import type { ChatTurn } from '../engines/types';
import { badRequest } from '../lib/errors';
import type { FileStore } from '../lib/file-store';
import { newId } from '../lib/ids';
import type { AuthContext } from '../lib/auth-context';
import { attachmentsForTurns, readFiles, storeAttachments, type UploadedFile } from '../library/attachments';
import { questionToRegenerate } from './branches';
import { cleanTitle, findConversation } from '../library/conversations';
import { assertCanSpend } from '../billing/credits';
import { isAvailable, workspaceKeys } from '../catalogue/models';
import type { CatalogueRepository } from '../catalogue/repository';
import { assertAssistantAllowed } from '../billing/plans';
import type { ChatRepositories } from './repository';

const defaultModel = 'local-assistant';

/** A send as the route validated it (contract/chat.ts), with the files of a multipart one. */
export type SendInput = SendBody & {
  /** Attached files (multipart `files[]`), server/library/attachments.ts. */
  files?: UploadedFile[];
};

/** Everything checked and the user message stored: what the reply needs to be generated. */
export interface PreparedReply {
  auth: AuthContext;
  model: Model;
  keys: WorkspaceKeys;
  userMessage: Message;
  turns: ChatTurn[];
}

/** Checks in the order of docs/rest-api.md, so a refused request stores nothing. */
export async function prepareReply(
  repositories: ChatRepositories,
  files: FileStore,
  config: Config,
  auth: AuthContext,
  conversationId: string,
  input: SendInput,
): Promise<PreparedReply> {
  const { chat, conversations, attachments, catalogue, billing } = repositories;
  const conversation = await findConversation(conversations, auth, conversationId);
  const content = (input.content ?? '').trim();
  if (!content && !input.regenerate_id && !input.files?.length) throw badRequest('Please enter a message.');
  const keys = await workspaceKeys(catalogue, auth.workspaceId);
  const model = await usableModel(catalogue, config, input.model || defaultModel, keys);
  const assistant = input.assistant_id ? await catalogue.assistant(input.assistant_id) : null;
  if (input.assistant_id && !assistant) throw badRequest('Unknown assistant.');
  if (assistant) await assertAssistantAllowed(billing, auth.workspaceId, assistant.id);
  const read = input.regenerate_id ? [] : await readFiles(input.files ?? [], model);
  const history = await conversations.messages(conversation.id);
  // Omitted: continue the latest message. null: a new root, i.e. an edit of the first message.
  const parentId = input.parent_id === undefined ? (history.at(-1)?.id ?? null) : input.parent_id;
  if (parentId && !history.some((message) => message.id === parentId)) {
    throw badRequest('parent_id does not name a message of this conversation.');
  }
  const regenerated = input.regenerate_id ? questionToRegenerate(history, input.regenerate_id) : null;
  await assertCanSpend(billing, auth.workspaceId);
  if (regenerated) await chat.setCurrentLeaf(conversation.id, regenerated.id);

  const userMessage = regenerated ?? await repositories.transaction(async ({ chat, attachments }) => {
    const stored = await chat.insertMessage({
      id: newId(),
      conversation_id: conversation.id,
      parent_id: parentId,
      role: 'user',
      content,
      model: model.key,
      assistant_id: assistant?.id ?? null,
      quote: input.quote?.trim() || null,
      call: null,
    });
    if (read.length) stored.attachments = await storeAttachments(attachments, files, auth.workspaceId, stored.id, read);
    await chat.messageStored(conversation.id, {
      current_leaf_id: stored.id,
      ...(conversation.title ? {} : { title: cleanTitle(content) }),
      // `temporary` on a message makes the whole conversation temporary (never in the history).
      ...(input.temporary ? { temporary: true } : {}),
    });
    return stored;
  });
  const system: ChatTurn[] = assistant?.instructions ? [{ role: 'system', content: assistant.instructions }] : [];
  const attached = await attachmentsForTurns(attachments, files, [...history.filter((message) => message.role === 'user' && message.attachments?.length).map((message) => message.id), ...(read.length ? [userMessage.id] : [])]);
  return { auth, model, keys, userMessage, turns: [...system, ...branchTurns(history, userMessage, attached)] };
}

async function usableModel(catalogue: CatalogueRepository, config: Config, key: string, keys: WorkspaceKeys): Promise<Model> {
  const model = await catalogue.model(key);
  if (!model || model.type !== 'llm') throw badRequest(`Unknown model "${key}".`);
  if (!isAvailable(config, model, keys)) {
    throw badRequest(`The model "${model.name}" is not available: add a ${model.provider} API key in your workspace settings.`);
  }
  return model;
}

/** The path from the root to the new message: the branch the user is on, oldest first. */
function branchTurns(history: Message[], last: Message, attached = new Map<string, { text: string; images: ChatTurn['images'] & {} }>()): ChatTurn[] {
  const byId = new Map(history.map((message) => [message.id, message]));
  const branch: Message[] = [last];
  for (let parent = last.parent_id; parent; parent = byId.get(parent)?.parent_id ?? null) {
    const message = byId.get(parent);
    if (!message || branch.includes(message)) break;
    branch.unshift(message);
  }
  // A quoted passage is part of what the user asked about, so the model sees it too.
  const text = (message: Message) => (message.quote ? `> ${message.quote.replaceAll('\n', '\n> ')}\n\n${message.content}` : message.content);
  // Attached files: their text after the message (<file name="…">…</file>), their images alongside.
  return branch
    .filter((message) => message.content || attached.has(message.id))
    .map((message) => {
      const files = attached.get(message.id);
      if (!files) return { role: message.role, content: text(message) };
      return { role: message.role, content: text(message) + files.text, ...(files.images.length ? { images: files.images } : {}) };
    });
}
