// What the OpenAI-compatible API reads and writes: the catalogue's models and the workspace's
// provider keys, and billing's balance and usage, on one handle; `transaction` hands both over
// on one, so a completion's usage row and its debit land together.
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';
import { catalogueRepository } from '../catalogue/repository';

export const openAIApiRepositories = (db: DB) => withTransaction(db, (handle) => ({ catalogue: catalogueRepository(handle), billing: billingRepository(handle) }));

export type OpenAIApiRepositories = ReturnType<typeof openAIApiRepositories>;
