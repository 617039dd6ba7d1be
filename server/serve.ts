// Starting one server process: the app on its port, the built SPA when asked, and a clean
// shutdown on signals. `npm start` (main.ts) serves the SPA; tests that start a real process
// serve the API only, so they do not wait for a Vite build.
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { DataFolderInUse } from './db/data-lock';
import { prepareEmptyCluster } from './db/empty-cluster';
import { addCompatibleModels } from './catalogue/compatible-models';
import { closeOnSignals } from './shutdown';
import { buildSpaIfStale, serveSpa, terminalProgress } from './spa';

export async function serve(config: Config, options: { spa: boolean }) {
  // Once per machine: what a new data folder's database is copied from (db/empty-cluster.ts).
  await prepareEmptyCluster(config);
  const app = await buildApp(config).catch((error: unknown) => {
    // Said plainly, without a stack trace: the person starting it has a second server running.
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await addCompatibleModels(app.db, config, app.log);
  if (options.spa) {
    const root = resolve(import.meta.dirname, '..');
    const distDir = join(root, 'dist');
    try {
      // Beside the log's own lines about the start, when the log says them (not in tests: LOG_LEVEL=warn).
      const progress = ['info', 'debug', 'trace'].includes(config.logLevel) ? terminalProgress() : undefined;
      await buildSpaIfStale(root, distDir, (message) => app.log.info(message), progress);
    } catch (error) {
      app.log.error({ err: error }, 'Building the app failed; serving the API only until it is fixed.');
    }
    await serveSpa(app, distDir);
  }
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Atelier is running at http://${shownHost}:${config.port}`);
  closeOnSignals(app.log, [() => app.close()]);
  return app;
}
