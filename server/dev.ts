import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { closeOnSignals } from './shutdown';

// `npm run dev`: the API on API_PORT, and Vite's dev server (hot reload) on PORT proxying /api to it.
const config = loadConfig();
process.env.API_PORT = String(config.apiPort); // read by vite.config.ts for the proxy
const app = await buildApp(config);
await app.listen({ port: config.apiPort, host: '127.0.0.1' });

const { createServer } = await import('vite');
const root = resolve(import.meta.dirname, '..');
const vite = await createServer({ root, configFile: resolve(root, 'vite.config.ts'), server: { port: config.port, host: config.host, strictPort: true } });
await vite.listen();
app.log.info(`Atelier (development) is running at http://localhost:${config.port}, API on port ${config.apiPort}`);
closeOnSignals(app.log, [() => vite.close(), () => app.close()]);
