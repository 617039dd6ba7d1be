// Writing one document: the engine's tokens saved as they come and told to every follower, then
// the document stored and billed in one transaction, whatever ended it — the end, Stop, an
// engine that failed, the server shutting down. An engine that fails before its first token
// leaves no document (the placeholder is removed, SPEC §4); one that fails midway keeps what it
// wrote, marked incomplete. It costs at most the credits its check held (server/billing/reservations.ts).
import type { Document } from '../db/types';
import { runsOnOwnKey, type ChatEngines } from '../engines/index';
import { estimateInputTokens, estimateTokens } from '../engines/usage';
import type { LiveJob } from '../lib/live/live-job';
import type { CheckedCompletion } from './completion';
import { writerRepositories } from './repository';

export async function runDocument(engines: ChatEngines, checked: CheckedCompletion, job: LiveJob<Document>): Promise<void> {
  try {
    await writeAndBill(engines, checked, job);
  } finally {
    await checked.reservation.release();
  }
}

async function writeAndBill(engines: ChatEngines, checked: CheckedCompletion, job: LiveJob<Document>): Promise<void> {
  const { auth, kind, model, keys, turns, task, reservation } = checked;
  let reported: { inputTokens: number; outputTokens: number } | null = null;
  let failed = false;
  // No longer than the credits held pay for: a document cut there is stored as any other.
  const maxTokens = reservation.outputTokens(model, estimateInputTokens(turns));
  try {
    const engine = engines.forModel(model, keys);
    // Reasoning and tool calls are a chat's: a document is its text alone.
    for await (const chunk of engine.stream({ model: model.key, messages: turns, signal: job.signal, task, ...(maxTokens ? { sampling: { maxTokens } } : {}) })) {
      if (job.signal.aborted) break;
      if (chunk.type === 'token') await job.add('token', { text: chunk.text });
      else if (chunk.type === 'usage') reported = { inputTokens: chunk.inputTokens, outputTokens: chunk.outputTokens };
    }
  } catch (error) {
    // Engine errors are written for users; a failed write is told as such (live-job.ts). A Stop is no failure.
    failed = !job.signal.aborted;
    job.fail(error);
  }

  const written = job.output.output.texts.content!;
  const usage = reported ?? (job.output.hasOutput ? { inputTokens: estimateInputTokens(turns), outputTokens: estimateTokens(written) } : null);
  const byok = runsOnOwnKey(model, keys);
  await job.complete(async (trx, row) => {
    const { documents, billing } = writerRepositories(trx, kind);
    if (row && failed) await documents.markIncomplete(row.id);
    if (!usage) return;
    await reservation.settle(billing, {
      workspaceId: auth.workspaceId,
      userId: auth.userId,
      model,
      ...usage,
      byok,
      resourceKind: kind.name,
      resourceId: row?.id ?? job.id,
    });
  });
}
