// `npm run bench`: the figures the issues ask for, measured on this machine.
// - time from starting the server (SPA already built) to the first answered request
// - gzipped JavaScript the chat route loads first
// - chat streaming over the real API: time to first token and tokens per second
// - rendering in Chromium: cost per streamed token on a long reply, opening 500 messages (bench/render.ts)
// - opening a 500-message conversation in the real app (bench/open-conversation.ts)
// - streaming onto a 20,000-character reply in the real app: main-thread work per word,
//   paint included (bench/stream-app.ts)
// - the server's peak memory for the heaviest uploads (bench/upload-memory.ts)
// - server time to the first SSE byte of a chat send, against bare fastify (bench/first-byte.ts)
import { register } from 'node:module';
import { buildSpaIfStale } from '../server/spa';
import { startServer } from '../tests/e2e/helpers/server';
import { routeJsGzipBytes } from './bundle';
import { printRenderFigures, renderBench } from './render';
import { openConversationBench, printOpenFigures } from './open-conversation';
import { appStreamBench, printAppStreamFigures } from './stream-app';
import { printUploadMemoryFigures, uploadMemoryBench } from './upload-memory';
import { listReadsBench, printListReadFigures } from './list-reads';
import { firstByteBench, printFirstByteFigures } from './first-byte';

// The gateway (used by the stream figure) imports its schema with Vite's `?raw`: teach Node.
register('./raw-import-hook.mjs', import.meta.url);
const { streamOneReply } = await import('./stream');

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

// The same rule as `npm start`: a dist older than the sources would measure old code.
await buildSpaIfStale(process.cwd(), 'dist', (message) => console.log(message));

const bundle = await routeJsGzipBytes('dist', 'src/screens/chat/');
console.log(`chat route first-load JS: ${kib(bundle.gzip)} gzipped (${kib(bundle.raw)} raw, ${bundle.files.length} files); sent as ${kib(bundle.brotli)} to a browser that accepts brotli`);

const startups: number[] = [];
let lastServer;
for (let i = 0; i < 3; i++) {
  const server = await startServer({ LOCAL_ENGINE_TOKEN_DELAY_MS: '0' });
  startups.push(server.startupMs);
  if (i < 2) await server.stop();
  else lastServer = server;
}
startups.sort((a, b) => a - b);
console.log(`npm start → first answered request: median ${startups[1].toFixed(0)} ms (runs: ${startups.map((s) => s.toFixed(0)).join(', ')})`);

const stream = await streamOneReply(lastServer!.url, 'What can you do?');
console.log(`chat stream (local engine, no pacing): first token ${stream.firstTokenMs.toFixed(0)} ms, ${stream.tokens} tokens, ${stream.tokensPerSecond.toFixed(0)} tokens/s`);
await lastServer!.stop();
printFirstByteFigures(await firstByteBench());

printRenderFigures(await renderBench());
printOpenFigures(await openConversationBench());
printAppStreamFigures(await appStreamBench());
printUploadMemoryFigures(await uploadMemoryBench());
printListReadFigures(await listReadsBench());
