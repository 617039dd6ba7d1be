import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { addCompatibleModels } from './services/compatible-models';
import { buildSpaIfStale, serveSpa } from './spa';
import { closeOnSignals } from './shutdown';

// `npm start`: one process serving the API under /api and the built app everywhere else.
const config = loadConfig();
const app = await buildApp(config);
await addCompatibleModels(app.db, config, app.log);
const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
try {
  await buildSpaIfStale(root, distDir, (message) => app.log.info(message));
} catch (error) {
  app.log.error({ err: error }, 'Building the app failed; serving the API only until it is fixed.');
}
await serveSpa(app, distDir);
await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`Atelier is running at http://${shownHost}:${config.port}`);
closeOnSignals(app.log, [() => app.close()]);
