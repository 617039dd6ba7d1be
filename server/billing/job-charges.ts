// What a media job costs (server/lib/jobs): refused at enqueue, debited once at finish.
// No credit hold while a job waits: a hold lives 30 s unless the process that took it pushes it
// forward (reservations.ts), and a queued job may wait longer than that, then run on another
// process than the one that queued it. So a job is refused at enqueue when the workspace has
// nothing free (the usual 402), and its cost is settled at finish, in the transaction that stores
// its result, within what is then free (under the workspace's credit lock, beside the other calls'
// holds): the balance never goes below zero, and what a job costs past what was free is the
// platform's, as with a call whose hold ran short. A failed job is never debited.
import type { DB } from '../db/connect';
import type { Model } from '../db/types';
import { HttpError } from '../lib/errors';
import { outOfCredits, recordCharge } from './credits';
import { billingRepository } from './repository';

/** In the enqueueing transaction: nothing free → 402, and nothing is stored. */
export async function refuseJobWithoutCredits(trx: DB, workspaceId: string) {
  if ((await billingRepository(trx).available(workspaceId)) <= 0) throw new HttpError(402, outOfCredits);
}

/** In the transaction that stores the job's result: its usage row and debit (at most what is free); the debit. */
export async function debitJob(
  trx: DB,
  job: { kind: string; workspaceId: string; userId: string; resourceId: string },
  charge: { credits: number; units: number; model: Pick<Model, 'key' | 'provider'> },
): Promise<number> {
  const billing = billingRepository(trx);
  await billing.lockCredits(job.workspaceId);
  const free = await billing.available(job.workspaceId);
  const { cost } = await recordCharge(billing, { ...job, ...charge, resourceKind: job.kind }, Math.max(0, free));
  return cost;
}
