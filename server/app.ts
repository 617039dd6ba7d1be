// The whole server without listening: main.ts and the tests both start here. Infrastructure
// first (database, migrations, seed, file store, live jobs, error handling, headers), then every
// domain's services, then every domain's routes under /api, all from the one list in domains.ts.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import { connectDatabase, type DB } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed';
import type { DomainDeps } from './domain';
import { domains, type Services } from './domains';
import { createChatEngines, type ChatEngines } from './engines/index';
import { createCreditReservations } from './billing/reservations';
import { fileStoreFor, type FileStore } from './lib/file-store';
import { createLiveJobs, markInterruptedJobs } from './lib/live/live-jobs';
import type { AuthContext } from './lib/auth-context';
import { registerAuthentication } from './plugins/authentication';
import { registerApiNotFound, registerErrorHandling } from './plugins/errors';
import { lazySerializers } from './plugins/lazy-serializers';
import { registerStrictInput } from './plugins/strict-input';
import { registerBodyBudget } from './plugins/body-budget';
import { collectRoutes, type RouteEntry } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { checkoutGateway } from './payments/index';
import { registerCompression } from './plugins/compression';
import { RequestLog } from './plugins/request-log';
import { changeFeedOf } from './db/changes';
import { createListCache, type ListCache } from './lib/list-cache';
import { createMailer, type DeliverMail } from './lib/mailer';
import { createJobs } from './lib/jobs/index';
import type { JobKind } from './lib/jobs/types';
import { createMediaFiles } from './lib/media-files/index';
import { createSpeechEngines } from './engines/speech/index';
import { createTranscriptionEngines } from './engines/transcription/index';
import { createIsolationEngines } from './engines/isolation/index';
import { createMusicEngines } from './engines/music/index';
import type { TranscriptionEngines } from './engines/transcription/types';
import type { IsolationEngines } from './engines/isolation/types';
import type { MusicEngines } from './engines/music/types';
import type { SpeechEngines } from './engines/speech/types';

export type { Services } from './domains';

export interface AppOverrides {
  /** Replaces the real engines, e.g. with a scripted one in tests of abort and error paths. */
  chatEngines?: ChatEngines;
  /** An existing database; otherwise one is opened from the config. */
  db?: DB;
  logger?: FastifyServerOptions['logger'];
  /** Takes every mail, links working, instead of SMTP_URL or the log: how tests read their mail. */
  deliverMail?: DeliverMail;
  /** Replaces the speech engines (a hosted provider's fake in tests). */
  speechEngines?: SpeechEngines;
  /** Replace the transcription, isolation and music engines (hosted providers' fakes in tests). */
  transcriptionEngines?: TranscriptionEngines;
  isolationEngines?: IsolationEngines;
  musicEngines?: MusicEngines;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    /** Where stored files' bytes live (server/lib/file-store.ts). */
    files: FileStore;
    services: Services;
    routeTable: RouteEntry[];
    /** List pages kept until their workspace changes (server/lib/list-cache.ts, plugins/list-pages.ts). */
    lists: ListCache;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The kind of object the route's id parameter names ('conversation', …); see tests/server/authorization-matrix. */
    owns?: string;
    /** Reachable without a token. */
    public?: boolean;
    /**
     * Needs a login session: a REST API key is refused (403) before the handler runs. For what
     * changes the account itself, its workspace or its money (password, email, 2FA, keys,
     * checkout), so a leaked key cannot take the account over or spend beyond its credits.
     */
    loginOnly?: boolean;
  }
}

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    // One line per request where it helps, instead of fastify's two (plugins/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Response schemas compile on a route's first reply, not all at start (plugins/lazy-serializers.ts).
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    // fastify takes a number of hops too; its types leave it out.
    trustProxy: config.trustProxy as boolean | string[],
    // A URL the router cannot read (bad percent-encoding, an over-long parameter) is refused in
    // the shape of the API it was meant for: OpenAI's under /v1, `{ message }` everywhere else.
    frameworkErrors(error, request, reply) {
      const status: number = error.statusCode ?? 400;
      const message = status === 414 ? 'The request URL is too long.' : 'The request URL is not valid.';
      const body = request.url.startsWith('/v1/') ? { error: { message, type: 'invalid_request_error', param: null, code: null } } : { message };
      (reply as FastifyReply).status(status).send(body);
    },
  });
  registerStrictInput(app);
  registerBodyBudget(app, config.bodyKbPerSecond);

  // Infrastructure.
  const db = overrides.db ?? connectDatabase(config);
  await migrateToLatest(db);
  await seed(db, config);
  const files = fileStoreFor(config);
  // One registry of live jobs for the app, with the kinds every domain runs: one LISTEN connection
  // and one sweep per process. Jobs a dead process left "generating" are marked interrupted first.
  const liveStores = domains.flatMap((domain) => domain.liveStores ?? []);
  await markInterruptedJobs(db, config, liveStores);
  const live = createLiveJobs(db, config, liveStores);
  const mailer = createMailer(db, config, { log: app.log, deliver: overrides.deliverMail });
  // One keeper of the credits paid calls hold (billing/reservations.ts): it pushes their expiry forward while they run.
  const credits = createCreditReservations(db);
  const mediaFiles = createMediaFiles(db, config);
  const speech = overrides.speechEngines ?? createSpeechEngines(config);
  const transcription = overrides.transcriptionEngines ?? createTranscriptionEngines(config);
  const isolation = overrides.isolationEngines ?? createIsolationEngines(config);
  const music = overrides.musicEngines ?? createMusicEngines(config);
  const jobDeps = { db, config, files, engines: overrides.chatEngines ?? createChatEngines(config), log: app.log, live, mailer, credits, mediaFiles, speech, transcription, isolation, music };
  // Media jobs of every domain's kinds, one runner per process (server/lib/jobs).
  const jobKinds = domains.flatMap((domain) => (domain as { jobKinds?: (deps: Omit<DomainDeps, 'jobs'>) => readonly JobKind[] }).jobKinds?.(jobDeps) ?? []);
  const jobs = createJobs(db, config, jobKinds, app.log);
  const deps: DomainDeps = { ...jobDeps, jobs };
  const stops: (() => unknown)[] = [];
  for (const domain of domains) {
    const stop = await domain.start?.(deps);
    if (typeof stop === 'function') stops.push(stop as () => unknown);
  }
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', files);
  app.decorate('routeTable', collectRoutes(app));
  const changes = changeFeedOf(db);
  await changes?.ready();
  app.decorate('lists', createListCache(changes, config.listCacheMb * 1024 * 1024));
  app.addHook('onClose', async () => {
    // What the domains started (billing's renewal timer) stops before the database closes.
    for (const stop of stops) await stop();
    credits.stop();
    if (!overrides.db) await db.destroy();
  });
  registerErrorHandling(app);
  // Stripe.js gets into the pages' policy only when Stripe takes the payments.
  registerSecurityHeaders(app, { stripe: checkoutGateway(config) === 'stripe' });
  await registerCompression(app);
  await app.register(rateLimit, { global: false });

  // Services.
  const services = Object.fromEntries(domains.map((domain) => [domain.name, domain.services?.(deps)])) as Services;
  app.decorate('services', services);
  app.addHook('preClose', async () => {
    // Running jobs (a reply being generated) are stored, marked incomplete, before the database closes.
    await live.shutdown();
    // Media jobs under way are left queued, taken up again by the next process.
    await jobs.stop();
  });

  // Routes.
  await app.register(
    async (api) => {
      registerApiNotFound(api);
      registerAuthentication(api, services.account.tokens);
      for (const domain of domains) await api.register(domain.routes);
    },
    { prefix: '/api' },
  );
  for (const domain of domains) if (domain.rootRoutes) await app.register(domain.rootRoutes);
  return app;
}
