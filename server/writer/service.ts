// The writer's services, for both kinds (kinds.ts): a completion is checked (completion.ts, one
// read) and its placeholder stored before its stream opens, then written detached from the request as a live job
// (run-document.ts, server/lib/live) and followed by any number of streams, here or from another
// process; and the documents kept in the library (documents.ts).
import type { DocumentCountQuery, DocumentListQuery, DocumentUpdateBody } from '../../contract/writer';
import type { Document } from '../db/types';
import type { DomainDeps } from '../domain';
import type { AuthContext } from '../lib/auth-context';
import type { LiveJob } from '../lib/live/live-job';
import type { EventStream } from '../lib/sse';
import { checkCompletion, placeholderValues, type CheckedCompletion, type CompletionInput } from './completion';
import { templateLimit } from './free-plan';
import { countDocuments, findDocument, listDocuments, updateDocument } from './documents';
import { codeDocuments, type DocumentKind, writerDocuments } from './kinds';
import { writerRepositories, type WriterRepositories } from './repository';
import { runDocument } from './run-document';
import { documentView } from './view';

export function createWriterService({ db, config, engines, live, credits }: Pick<DomainDeps, 'db' | 'config' | 'engines' | 'live' | 'credits'>) {
  const repositories = new Map<DocumentKind, WriterRepositories>([writerDocuments, codeDocuments].map((kind) => [kind, writerRepositories(db, kind)]));
  const of = (kind: DocumentKind) => repositories.get(kind)!;

  /** Every check of a completion, in one read: a refusal is a plain JSON error and stores nothing. */
  function check(auth: AuthContext, input: CompletionInput): Promise<CheckedCompletion> {
    const kind = input.kind === 'code' ? codeDocuments : writerDocuments;
    return checkCompletion(of(kind), config, credits, auth, kind, input);
  }

  /**
   * A checked completion's placeholder document (is_processing, so the client knows its id),
   * stored before the stream opens: a template the free plan no longer allows (another
   * completion took the last place meanwhile) is still a plain 403, and nothing is stored; a
   * database failure is the usual 500.
   */
  async function begin(checked: CheckedCompletion): Promise<LiveJob<Document>> {
    const { kind, auth, presetId, templateLimited } = checked;
    try {
      return await live.start(kind.live, placeholderValues(checked), templateLimited && presetId ? templateLimit(auth.workspaceId, presetId) : undefined);
    } catch (error) {
      await checked.reservation.release();
      throw error;
    }
  }

  /**
   * The begun completion, on its open stream: its placeholder, then its tokens, then the stored
   * document — or `error`, and no document when nothing was written. A client that leaves only
   * stops listening.
   */
  async function write(checked: CheckedCompletion, job: LiveJob<Document>, stream: EventStream): Promise<void> {
    void runDocument(engines, checked, job);
    await job.follow(stream);
  }

  /** The document and its running job when this process writes it. */
  async function findWriting(kind: DocumentKind, auth: AuthContext, id: string) {
    const document = await findDocument(of(kind).documents, kind, auth, id);
    return { document, running: live.get(kind.live, id) };
  }

  /** Re-attaching: the document so far as one `document` (is_processing), then live tokens, then the stored document. */
  async function follow(kind: DocumentKind, found: Awaited<ReturnType<typeof findWriting>>, stream: EventStream): Promise<void> {
    if (found.running) return found.running.follow(stream);
    return live.followStored(kind.live, found.document, stream);
  }

  /** Stop: ends the upstream call and answers the stored document (what was written, billed). */
  async function stop(kind: DocumentKind, auth: AuthContext, id: string) {
    const { document, running } = await findWriting(kind, auth, id);
    if (!running && document.is_processing && live.bus) return documentView(await live.stopElsewhere(kind.live, document));
    if (!running) return documentView(document);
    running.stop('stop');
    return documentView((await running.done) ?? document);
  }

  /** A document still being written is stopped first, so its final write has a row to land in. */
  async function remove(kind: DocumentKind, auth: AuthContext, id: string) {
    const { document, running } = await findWriting(kind, auth, id);
    if (running) {
      running.stop('stop');
      await running.done;
    } else if (document.is_processing && live.bus) {
      await live.stopElsewhere(kind.live, document);
    }
    await of(kind).documents.remove(id);
  }

  return {
    check,
    begin,
    write,
    findWriting,
    follow,
    stop,
    remove,
    list: (kind: DocumentKind, auth: AuthContext, options: DocumentListQuery) => listDocuments(of(kind).documents, kind, auth, options),
    count: (kind: DocumentKind, auth: AuthContext, query: DocumentCountQuery) => countDocuments(of(kind).documents, auth, query),
    get: async (kind: DocumentKind, auth: AuthContext, id: string) => documentView(await findDocument(of(kind).documents, kind, auth, id)),
    update: (kind: DocumentKind, auth: AuthContext, id: string, body: DocumentUpdateBody) => updateDocument(of(kind).documents, kind, auth, id, body),
  };
}

export type WriterService = ReturnType<typeof createWriterService>;
