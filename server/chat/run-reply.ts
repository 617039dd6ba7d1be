// Generating one reply: the engine's chunks saved as they come and told to every listener,
// then the reply stored and billed in one transaction, whatever ended it.
import type { DB } from '../db/connect';
import type { Message } from '../db/types';
import type { ChatEngines } from '../engines/index';
import type { ChatTurn } from '../engines/types';
import { estimateInputTokens, estimateTokens } from '../engines/usage';
import { setCurrentLeaf } from './branches';
import { messageView } from '../library/conversations';
import { recordUsage } from '../billing/credits';
import type { GrowingReply } from '../lib/live/growing-output';
import type { LiveReply } from '../lib/live/live-jobs';
import type { PreparedReply } from './prepare-reply';
import type { ReplyBus } from '../lib/live/live-bus';

export type MessageView = ReturnType<typeof messageView>;

/**
 * Generates the reply, saving it as it grows. Whatever happens — the end, Stop, an engine
 * that fails, the server shutting down — the reply so far is kept and what was generated is billed.
 */
export async function runReply(
  db: DB,
  engines: ChatEngines,
  bus: ReplyBus | null,
  prepared: PreparedReply,
  reply: GrowingReply,
  running: LiveReply<MessageView>,
): Promise<void> {
  const { auth, model, keys, userMessage, turns } = prepared;
  const controller = running.controller;
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
    for await (const chunk of engine.stream({ model: model.key, messages: turns, signal: controller.signal, tools: (model.capabilities ?? []).includes('tools') })) {
      if (controller.signal.aborted) break;
      if (chunk.type === 'token') {
        await save({ kind: 'content', text: chunk.text });
        running.publish('token', { text: chunk.text });
      } else if (chunk.type === 'reasoning') {
        await save({ kind: 'reasoning', text: chunk.text });
        running.publish('reasoning-token', { text: chunk.text });
      } else if (chunk.type === 'call') {
        const call = { name: chunk.name, arguments: chunk.arguments, result: chunk.result };
        await save({ kind: 'call', call });
        running.publish('call', call);
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
  // The growing writes end before the final one's transaction begins.
  await reply.settle();
  try {
    const finished = await db.transaction().execute(async (trx) => {
      // An engine that failed before its first chunk leaves no empty assistant message behind.
      let message: Message | null = null;
      if (failure && !reply.hasOutput) await reply.discard(trx);
      else message = await reply.finish(trx, { incomplete: running.stopReason === 'shutdown' });
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
    const stored = finished ? messageView(finished) : null;
    if (failure || !stored) running.finish({ event: 'error', data: { message: failure ?? 'The reply failed.' } }, stored);
    else running.finish({ event: 'message', data: stored }, stored);
  } catch {
    // E.g. the conversation was deleted while the reply streamed. The streams must still end.
    running.finish({ event: 'error', data: { message: failure ?? 'The reply could not be saved.' } }, null);
  }
  // Followers on other processes read the stored reply when they hear it ended (after the commit).
  await bus?.publish({ m: running.messageId, end: true }).catch(() => {});
}

function estimatedUsage(turns: ChatTurn[], reply: GrowingReply) {
  return { inputTokens: estimateInputTokens(turns), outputTokens: estimateTokens(reply.content + reply.reasoning) };
}
