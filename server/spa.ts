import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtAfter, newestChange } from '../scripts/newest-change.mjs';
import { appPagePolicy } from './plugins/security-headers';
import { pageDocuments, type PageDocument } from './spa-preload';

const sources = ['src', 'contract', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'scripts/graphql-documents.ts', 'scripts/compact-introspection.ts', 'scripts/prerender.ts', 'scripts/prerender-worker.mjs', 'scripts/critical-css.ts', 'server/prerendered-pages.ts', 'schema'];

/**
 * Builds the SPA with Vite when dist/ is missing or older than its sources, so `npm start` just works.
 * `progress` hears how far the build is, in percent (scripts/build-progress.ts).
 */
export async function buildSpaIfStale(root: string, distDir: string, log: (message: string) => void, progress?: (percent: number) => void) {
  const builtAt = newestChange([join(distDir, 'index.html')]);
  if (builtAfter(builtAt, sources.map((path) => join(root, path)))) return;
  log(builtAt ? 'The app changed since the last build: building it with Vite…' : 'No built app in dist/: building it with Vite…');
  const [{ build }, { buildProgress }] = await Promise.all([import('vite'), import('../scripts/build-progress')]);
  // Always a production build: a NODE_ENV set around us (vitest sets `test`) would otherwise
  // reach the bundle, and React's development build is a third bigger and much slower.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production', plugins: progress ? [buildProgress(progress)] : [] });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  progress?.(100);
  log('App built.');
}

/** `npm start`'s progress line: redrawn in place on a terminal, a line every 10 % in a log file. */
export function terminalProgress(out: NodeJS.WriteStream = process.stdout) {
  let lastLine = -10;
  return (percent: number) => {
    const text = `Building the web app, first start only… ${percent} %`;
    if (out.isTTY) {
      out.write(`\r${text}${percent === 100 ? '\n' : ''}`);
    } else if (percent - lastLine >= 10 || percent === 100) {
      lastLine = percent;
      out.write(`${text}\n`);
    }
  };
}

/**
 * Serves dist/: compressed as built, hashed files under /assets cached for a year, index.html never, and any
 * other GET outside /api gets index.html (with its page's screen preloaded) so client-side routes survive a reload.
 */
export async function serveSpa(app: FastifyInstance, distDir: string) {
  const documentFor = pageDocuments(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // `/` is a page like the others (below), with its screen preloaded.
    index: false,
    // The .br and .gz copies written at build time (scripts/precompress.ts), with Vary.
    preCompressed: true,
    setHeaders(response, path) {
      if (path.endsWith('index.html')) response.header('cache-control', 'no-cache');
      else if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    let page: PageDocument;
    try {
      const [pathname, search = ''] = request.url.split('?');
      page = documentFor(pathname, search);
    } catch {
      return reply.status(503).type('text/plain; charset=utf-8').send('The app is not built yet: see the server’s log.');
    }
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    // Its own policy when it carries an inline script or style, on a 304 too: the browser puts the
    // 304's headers on the page it kept, and without their hashes that page would break.
    if (page.scriptHashes.length || page.styleHashes.length) reply.header('content-security-policy', appPagePolicy(app, page));
    // A reload revalidates the page: unchanged since the last build, it is not sent again.
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    // /api paths reach here too, through the static wildcard route: they stay JSON.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.` });
    }
    // Share links (/share/{id}) stay out of search engines even for crawlers that run no script.
    if (request.url.startsWith('/share/')) reply.header('x-robots-tag', 'noindex');
    return sendPage(request, reply);
  });
}
