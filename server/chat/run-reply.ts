// Generating one reply: the engine's chunks saved as they come and told to every follower,
// then the reply stored and billed in one transaction, whatever ended it, within the credits its
// send holds (server/billing/reservations.ts), which are given back in the end.
import type { Message } from '../db/types';
import { runsOnOwnKey, type ChatEngines } from '../engines/index';
import type { ChatTurn } from '../engines/types';
import { estimateInputTokens, estimateTokens } from '../engines/usage';
import { messageView } from '../library/conversations';
import type { LiveJob } from '../lib/live/live-job';
import type { PreparedReply } from './prepare-reply';
import { chatRepositories } from './repository';

export type MessageView = ReturnType<typeof messageView>;

/**
 * Generates the reply, saving it as it grows. Whatever happens — the end, Stop, an engine
 * that fails, the server shutting down — the reply so far is kept and what was generated is billed.
 */
export async function runReply(engines: ChatEngines, prepared: PreparedReply, reply: LiveJob<Message>): Promise<void> {
  try {
    await generateAndBill(engines, prepared, reply);
  } finally {
    await prepared.reservation.release();
  }
}

async function generateAndBill(engines: ChatEngines, prepared: PreparedReply, reply: LiveJob<Message>): Promise<void> {
  const { auth, model, keys, userMessage, turns, reservation } = prepared;
  let reported: { inputTokens: number; outputTokens: number } | null = null;
  // No longer than the credits held pay for: a reply cut there ends as any other.
  const maxTokens = reservation.outputTokens(model, estimateInputTokens(turns));
  try {
    const engine = engines.forModel(model, keys);
    const tools = (model.capabilities ?? []).includes('tools');
    for await (const chunk of engine.stream({ model: model.key, messages: turns, signal: reply.signal, tools, ...(maxTokens ? { sampling: { maxTokens } } : {}) })) {
      if (reply.signal.aborted) break;
      if (chunk.type === 'token') await reply.add('token', { text: chunk.text });
      else if (chunk.type === 'reasoning') await reply.add('reasoning-token', { text: chunk.text });
      else if (chunk.type === 'call') await reply.add('call', { name: chunk.name, arguments: chunk.arguments, result: chunk.result });
      else if (chunk.type === 'usage') reported = { inputTokens: chunk.inputTokens, outputTokens: chunk.outputTokens };
    }
  } catch (error) {
    // Engine errors are written for users; a failed write is told as such (live-job.ts).
    reply.fail(error);
  }

  const { output } = reply.output;
  const usage = reported ?? (reply.output.hasOutput ? estimatedUsage(turns, output.texts.content! + output.texts.reasoning!) : null);
  const byok = runsOnOwnKey(model, keys);
  // An engine that failed before its first chunk leaves no empty assistant message behind (row null).
  // The live job hands over its final write's transaction: the path and the usage are stored with the reply.
  await reply.complete(async (trx, message) => {
    const { chat, billing } = chatRepositories(trx);
    if (message) await chat.setCurrentLeaf(message.conversation_id, message.id);
    if (usage) {
      await reservation.settle(billing, {
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        model,
        ...usage,
        byok,
        resourceKind: 'conversation',
        resourceId: userMessage.conversation_id,
      });
    }
  });
}

function estimatedUsage(turns: ChatTurn[], generated: string) {
  return { inputTokens: estimateInputTokens(turns), outputTokens: estimateTokens(generated) };
}
