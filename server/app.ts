import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import { connectDatabase, type DB } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { createChatEngines, type ChatEngines } from './engines/index';
import { registerAuthentication } from './plugins/authentication';
import { registerApiNotFound, registerErrorHandling } from './plugins/errors';
import { registerStrictInput } from './plugins/strict-input';
import { collectRoutes, type RouteEntry } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { accountRoutes } from './routes/account';
import { assistantRoutes } from './routes/assistants';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { resumeRoutes } from './routes/resume';
import { branchRoutes } from './routes/branches';
import { libraryRoutes } from './routes/library';
import { modelRoutes } from './routes/models';
import { sharingRoutes } from './routes/sharing';
import { promptRoutes } from './routes/prompts';
import { createAuthService, type AuthContext } from './services/auth';
import { createCaptchaService } from './services/captcha';
import { createChatService } from './services/chat';
import { markInterruptedReplies } from './services/live-replies';
import { sweepOrphanFiles } from './services/attachments';
import { fileStoreFor, type FileStore } from './lib/file-store';
import { createSessionService } from './services/sessions';

export interface AppOverrides {
  /** Replaces the real engines, e.g. with a scripted one in tests of abort and error paths. */
  chatEngines?: ChatEngines;
  /** An existing database; otherwise one is opened from the config. */
  db?: DB;
  logger?: FastifyServerOptions['logger'];
}

function createServices(db: DB, config: Config, overrides: AppOverrides) {
  const auth = createAuthService(db, config);
  const captcha = createCaptchaService(db, config);
  const sessions = createSessionService(db, config, captcha);
  const chat = createChatService(db, config, overrides.chatEngines ?? createChatEngines(config));
  return { auth, captcha, sessions, chat };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    /** Where stored files' bytes live (server/lib/file-store.ts). */
    files: FileStore;
    services: Services;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The kind of object the route's id parameter names ('conversation', …); see tests/server/authorization-matrix. */
    owns?: string;
    /** Reachable without a token. */
    public?: boolean;
  }
}

/** The whole server without listening: main.ts and the tests both start here. Migrates and seeds. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  registerStrictInput(app);

  // Infrastructure.
  const db = overrides.db ?? connectDatabase(config);
  await migrateToLatest(db);
  await seed(db, config);
  // Replies left "generating" by a process that died are kept and marked incomplete.
  await markInterruptedReplies(db, config);
  const files = fileStoreFor(config);
  // Files whose rows went (a deleted conversation, an upload refused mid-way) leave the disk.
  await sweepOrphanFiles(db, files);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', files);
  app.decorate('routeTable', collectRoutes(app));
  app.addHook('onClose', async () => {
    if (!overrides.db) await db.destroy();
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });

  // Services.
  const services = createServices(db, config, overrides);
  app.decorate('services', services);
  // Replies still being generated are stored (marked incomplete) before the database closes.
  app.addHook('preClose', async () => services.chat.shutdown());

  // Routes.
  await app.register(
    async (api) => {
      registerApiNotFound(api);
      registerAuthentication(api, services.auth);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(modelRoutes);
      await api.register(chatRoutes);
      await api.register(resumeRoutes);
      await api.register(libraryRoutes);
      await api.register(branchRoutes);
      await api.register(sharingRoutes);
      await api.register(assistantRoutes);
      await api.register(promptRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}
