// Compression (issue 9, item 1): built assets go out as compressed at build time
// (scripts/precompress.ts, served by server/spa.ts), JSON answers over 1 KiB are compressed per
// request (server/plugins/compression.ts), and event streams never are.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { registerCompression } from '../../server/plugins/compression';
import { serveSpa } from '../../server/spa';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { parseEvents } from './helpers/sse';

let app: FastifyInstance;
let spa: FastifyInstance;
let dist: string;
// A bundle-like file: code repeats itself, as real chunks do.
const script = Array.from({ length: 2000 }, (_, i) => `export function handler${i}(event) { return event.target.value + ${i}; }`).join('\n');

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'atelier-compression-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  // What `vite build` runs at its end.
  const plugin = precompress() as unknown as { configResolved(config: ResolvedConfig): void; writeBundle(): void; closeBundle: { handler(): Promise<void> } };
  plugin.configResolved({ build: { outDir: dist } } as ResolvedConfig);
  plugin.writeBundle();
  await plugin.closeBundle.handler();
  // The SPA server as `npm start` composes it (buildApp registers compression first).
  spa = Fastify({ logger: false });
  await registerCompression(spa);
  await serveSpa(spa, dist);
  app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Hello', ', ', 'world'])).engines });
});
afterAll(async () => {
  await Promise.all([app.close(), spa.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  (url.startsWith('/api/') ? app : spa).inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  it('are written beside the bundle as .br and .gz, text only, at a fraction of the size', () => {
    const br = readFileSync(join(dist, 'assets', 'app.js.br'));
    const gz = readFileSync(join(dist, 'assets', 'app.js.gz'));
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gz.length).toBeLessThan(script.length / 5);
    expect(() => readFileSync(join(dist, 'assets', 'logo.png.br'))).toThrow();
    // Too small to be worth a copy.
    expect(() => readFileSync(join(dist, 'index.html.br'))).toThrow();
  });

  it('go out brotli-encoded to a browser that accepts it, with Vary and a year of caching', async () => {
    const response = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(readFileSync(join(dist, 'assets', 'app.js.br')).length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('go out gzip-encoded where brotli is not accepted, and as they are where nothing is', async () => {
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leave index.html uncached on every client route', async () => {
    for (const url of ['/', '/some/client/route']) {
      const response = await get(url, 'br');
      expect(response.headers['cache-control']).toBe('no-cache');
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      expect(body).toContain('<div id="root">');
    }
  });
});

describe('API answers', () => {
  it('over 1 KiB are compressed for a client that accepts it, and decode to the same JSON', async () => {
    const plain = await get('/api/models');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get('/api/models', 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KiB go out as they are', async () => {
    const response = await get('/api/no-such-route', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compress an event stream: each event must reach the browser when it is written', async () => {
    const session = await signUpGuest(app);
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(session), payload: {} })).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${conversation.id}/messages`,
      headers: { ...bearer(session), 'accept-encoding': 'br, gzip' },
      payload: { content: 'Hi there' },
    });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(parseEvents(response.body).at(-1)).toMatchObject({ event: 'message' });
  });
});
