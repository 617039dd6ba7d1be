// `npm start`: the server from its bundle (build/server/main.js) with plain node, rebuilt first
// when its sources changed (scripts/server-bundle.mjs). `npm run dev` keeps running the sources with tsx.
import { pathToFileURL } from 'node:url';
import { serverBundleIfStale } from './server-bundle.mjs';

await import(pathToFileURL(await serverBundleIfStale()).href);
