// `npm run bench`: the figures the issues ask for, measured on this machine.
// - time from starting the server (SPA already built) to the first answered request
// - a first visit: each page's first-load JavaScript against its target, every chunk against
//   its budget (exit code 1 when one is over), Lighthouse on / (bench/first-load.ts)
// - chat streaming over the real API: time to first token and tokens per second
// - rendering in Chromium: cost per streamed token on a long reply, opening 500 messages (bench/render.ts)
// - opening a 500-message conversation in the real app (bench/open-conversation.ts)
// - streaming onto a 20,000-character reply in the real app: main-thread work per word,
//   paint included (bench/stream-app.ts)
// - the server's peak memory for the heaviest uploads (bench/upload-memory.ts)
// - server time to the first SSE byte of a chat send, against bare fastify (bench/first-byte.ts)
import { buildSpaIfStale } from '../server/spa';
import { startServer } from '../tests/e2e/helpers/server';
import { firstLoadBench, printFirstLoadFigures } from './first-load';
import { printRenderFigures, renderBench } from './render';
import { openConversationBench, printOpenFigures } from './open-conversation';
import { appStreamBench, printAppStreamFigures } from './stream-app';
import { printUploadMemoryFigures, uploadMemoryBench } from './upload-memory';
import { listReadsBench, printListReadFigures } from './list-reads';
import { firstByteBench, printFirstByteFigures } from './first-byte';

import { streamOneReply } from './stream';

// The same rule as `npm start`: a dist older than the sources would measure old code.
await buildSpaIfStale(process.cwd(), 'dist', (message) => console.log(message));

printFirstLoadFigures(await firstLoadBench());

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
