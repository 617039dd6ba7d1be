import type { FastifyBaseLogger } from 'fastify';

/** On SIGINT/SIGTERM: stop accepting work, let open requests finish, close the database, exit. */
export function closeOnSignals(log: FastifyBaseLogger, closers: (() => Promise<unknown>)[]) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return process.exit(1); // a second Ctrl+C means "now"
    closing = true;
    log.info(`${signal} received, shutting down`);
    try {
      for (const close of closers) await close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
