import type { Config } from '../config';
import type { DB } from '../db/connect';
import type { Message, Model } from '../db/types';
import type { ChatEngines, WorkspaceKeys } from '../engines/index';
import type { ChatTurn } from '../engines/types';
import { estimateInputTokens, estimateTokens } from '../engines/usage';
import { badRequest } from '../lib/errors';
import { newId } from '../lib/ids';
import type { EventStream } from '../lib/sse';
import type { AuthContext } from './auth';
import { cleanTitle, findConversation, messageView } from './conversations';
import { assertCanSpend, recordUsage } from './credits';
import { GrowingReply } from './growing-reply';
import { isAvailable, workspaceKeys } from './models';
import { assertAssistantAllowed } from './plans';
import { questionToRegenerate, setCurrentLeaf } from './branches';

export const defaultModel = 'local-assistant';

export interface SendInput {
  content: string;
  parent_id?: string | null;
  model?: string | null;
  assistant_id?: string | null;
  quote?: string | null;
  style?: string | null;
  temporary?: boolean;
  /** Re-ask this user message (or the question of this answer): no new user message is stored. */
  regenerate_id?: string | null;
}

/** Everything checked and the user message stored: what generate() needs to stream the reply. */
export interface PreparedReply {
  auth: AuthContext;
  model: Model;
  keys: WorkspaceKeys;
  userMessage: Message;
  turns: ChatTurn[];
}

export function createChatService(db: DB, config: Config, engines: ChatEngines) {
  /** Checks in the order of docs/rest-api.md, so a refused request stores nothing. */
  async function prepare(auth: AuthContext, conversationId: string, input: SendInput): Promise<PreparedReply> {
    const conversation = await findConversation(db, auth, conversationId);
    const content = (input.content ?? '').trim();
    if (!content && !input.regenerate_id) throw badRequest('Please enter a message.');
    const keys = await workspaceKeys(db, auth.workspaceId);
    const model = await usableModel(input.model || defaultModel, keys);
    const assistant = input.assistant_id
      ? await db.selectFrom('assistants').selectAll().where('id', '=', input.assistant_id).executeTakeFirst()
      : null;
    if (input.assistant_id && !assistant) throw badRequest('Unknown assistant.');
    if (assistant) await assertAssistantAllowed(db, auth.workspaceId, assistant.id);
    const history = await db.selectFrom('messages').selectAll().where('conversation_id', '=', conversation.id).orderBy('created_at').orderBy('id').execute();
    // Omitted: continue the latest message. null: a new root, i.e. an edit of the first message.
    const parentId = input.parent_id === undefined ? (history.at(-1)?.id ?? null) : input.parent_id;
    if (parentId && !history.some((message) => message.id === parentId)) {
      throw badRequest('parent_id does not name a message of this conversation.');
    }
    const regenerated = input.regenerate_id ? questionToRegenerate(history, input.regenerate_id) : null;
    await assertCanSpend(db, auth.workspaceId);
    if (regenerated) await setCurrentLeaf(db, conversation.id, regenerated.id);

    const userMessage = regenerated ?? await db.transaction().execute(async (trx) => {
      const stored = await trx
        .insertInto('messages')
        .values({
          id: newId(),
          conversation_id: conversation.id,
          parent_id: parentId,
          role: 'user',
          content,
          model: model.key,
          assistant_id: assistant?.id ?? null,
          quote: input.quote?.trim() || null,
          call: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('conversations')
        .set({
          updated_at: new Date(),
          current_leaf_id: stored.id,
          ...(conversation.title ? {} : { title: cleanTitle(content) }),
          // `temporary` on a message makes the whole conversation temporary (never in the history).
          ...(input.temporary ? { temporary: true } : {}),
        })
        .where('id', '=', conversation.id)
        .execute();
      return stored;
    });
    const system: ChatTurn[] = assistant?.instructions ? [{ role: 'system', content: assistant.instructions }] : [];
    return { auth, model, keys, userMessage, turns: [...system, ...branchTurns(history, userMessage)] };
  }

  async function usableModel(key: string, keys: WorkspaceKeys): Promise<Model> {
    const model = await db.selectFrom('models').selectAll().where('key', '=', key).executeTakeFirst();
    if (!model || model.type !== 'llm') throw badRequest(`Unknown model "${key}".`);
    if (!isAvailable(config, model, keys)) {
      throw badRequest(`The model "${model.name}" is not available: add a ${model.provider} API key in your workspace settings.`);
    }
    return model;
  }

  /**
   * Streams the reply to `stream`, saving it as it grows. Whatever happens — the end, a client
   * that leaves, an engine that fails — the reply so far is kept and what was generated is billed.
   */
  async function generate(prepared: PreparedReply, stream: EventStream): Promise<void> {
    const { auth, model, keys, userMessage, turns } = prepared;
    const controller = new AbortController();
    stream.onDisconnect(() => controller.abort());
    const reply = new GrowingReply(db, {
      conversation_id: userMessage.conversation_id,
      parent_id: userMessage.id,
      model: model.key,
      assistant_id: userMessage.assistant_id,
    });
    let reported: { inputTokens: number; outputTokens: number } | null = null;
    let failure: string | null = null;
    // Engine errors are written for users; database errors are not, so tell them apart.
    let savingFailed = false;
    const save = (chunk: Parameters<GrowingReply['add']>[0]) =>
      reply.add(chunk).catch((error: unknown) => {
        savingFailed = true;
        throw error;
      });
    try {
      const engine = engines.forModel(model, keys);
      for await (const chunk of engine.stream({ model: model.key, messages: turns, signal: controller.signal })) {
        if (controller.signal.aborted) break;
        if (chunk.type === 'token') {
          await save({ kind: 'content', text: chunk.text });
          stream.send('token', { text: chunk.text });
        } else if (chunk.type === 'reasoning') {
          await save({ kind: 'reasoning', text: chunk.text });
          stream.send('reasoning-token', { text: chunk.text });
        } else if (chunk.type === 'call') {
          const call = { name: chunk.name, arguments: chunk.arguments, result: chunk.result };
          await save({ kind: 'call', call });
          stream.send('call', call);
        } else if (chunk.type === 'usage') {
          reported = { inputTokens: chunk.inputTokens, outputTokens: chunk.outputTokens };
        }
      }
    } catch (error) {
      if (savingFailed) failure = 'The reply could not be saved.';
      else if (!controller.signal.aborted) failure = error instanceof Error ? error.message : 'The reply failed.';
    }

    const usage = reported ?? (reply.hasOutput ? estimatedUsage(turns, reply) : null);
    const byok = (model.provider === 'openai' && !!keys.openai) || (model.provider === 'anthropic' && !!keys.anthropic);
    try {
      const finished = await db.transaction().execute(async (trx) => {
        // An engine that failed before its first chunk leaves no empty assistant message behind.
        const message = failure && !reply.hasOutput ? null : await reply.finish(trx);
        if (message) await setCurrentLeaf(trx, message.conversation_id, message.id);
        if (usage) {
          await recordUsage(trx, {
            workspaceId: auth.workspaceId,
            userId: auth.userId,
            model,
            ...usage,
            byok,
            resourceKind: 'conversation',
            resourceId: userMessage.conversation_id,
          });
        }
        return message;
      });
      if (failure) stream.send('error', { message: failure });
      else if (finished) stream.send('message', messageView(finished));
    } catch (error) {
      // E.g. the conversation was deleted while the reply streamed. The stream must still end.
      stream.send('error', { message: failure ?? 'The reply could not be saved.' });
      throw error;
    } finally {
      stream.end();
    }
  }

  return { prepare, generate };
}

/** The path from the root to the new message: the branch the user is on, oldest first. */
function branchTurns(history: Message[], last: Message): ChatTurn[] {
  const byId = new Map(history.map((message) => [message.id, message]));
  const branch: Message[] = [last];
  for (let parent = last.parent_id; parent; parent = byId.get(parent)?.parent_id ?? null) {
    const message = byId.get(parent);
    if (!message || branch.includes(message)) break;
    branch.unshift(message);
  }
  // A quoted passage is part of what the user asked about, so the model sees it too.
  const text = (message: Message) => (message.quote ? `> ${message.quote.replaceAll('\n', '\n> ')}\n\n${message.content}` : message.content);
  return branch.filter((message) => message.content).map((message) => ({ role: message.role, content: text(message) }));
}

function estimatedUsage(turns: ChatTurn[], reply: GrowingReply) {
  return { inputTokens: estimateInputTokens(turns), outputTokens: estimateTokens(reply.content + reply.reasoning) };
}

export type ChatService = ReturnType<typeof createChatService>;
