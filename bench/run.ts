// `npm run bench`: the figures the issues ask for, measured on this machine.
// - npm start to its first answered request, on an existing and on a new data folder (bench/startup.ts)
// - a first visit: each page's first-load JavaScript against its target, every chunk against
//   its budget (exit code 1 when one is over), Lighthouse on / (bench/first-load.ts)
// - chat streaming over the real API: time to first token and tokens per second
// - rendering in Chromium: cost per streamed token on a long reply, opening 500 messages (bench/render.ts)
// - scrolling a 10,000-item list (rows and masonry grid) in Chromium: the longest main-thread task (bench/list-scroll.ts)
// - opening a 500-message conversation in the real app (bench/open-conversation.ts)
// - streaming onto a 20,000-character reply in the real app: main-thread work per word,
//   paint included (bench/stream-app.ts), in the chat and in the writer
// - the server's peak memory for the heaviest uploads (bench/upload-memory.ts)
// - server time to the first SSE byte of a chat send, against bare fastify (bench/first-byte.ts)
// - the longest event-loop stall of the worst 1 MB JSON bodies (bench/hostile-json.ts), and list
//   reads while two attackers send them, against list reads without (bench/throughput-under-attack.ts)
// - a chat's largest gap between tokens while two media jobs run (bench/job-token-gaps.ts)
// - offline speech: 60 words' time and real-time factor, each voice's word error rate transcribed
//   back by pocketsphinx, and the offline clone's pitch and rate accuracy (bench/speech.ts)
// - the offline composer: length, loudness, true peak, identical bytes, time for 30 s (bench/composer.ts)
import { buildSpaIfStale } from '../server/spa';
import { startServer } from '../tests/e2e/helpers/server';
import { firstLoadBench, printFirstLoadFigures } from './first-load';
import { printRenderFigures, renderBench } from './render';
import { listScrollBench, printListScrollFigures } from './list-scroll';
import { openConversationBench, printOpenFigures } from './open-conversation';
import { appStreamBench, printAppStreamFigures, surfaces } from './stream-app';
import { printUploadMemoryFigures, uploadMemoryBench } from './upload-memory';
import { listReadsBench, printListReadFigures } from './list-reads';
import { firstByteBench, printFirstByteFigures } from './first-byte';
import { printStartupFigures, startupBench } from './startup';
import { hostileJsonBench, printHostileJsonFigures } from './hostile-json';
import { printAttackFigures, throughputUnderAttack } from './throughput-under-attack';
import { jobTokenGapsBench, printJobTokenGapsFigures, speechWork } from './job-token-gaps';
import { printSpeechFigures, speechBench } from './speech';
import { composerBench, printComposerFigures } from './composer';

import { streamOneReply } from './stream';

// The same rule as `npm start`: a dist older than the sources would measure old code.
await buildSpaIfStale(process.cwd(), 'dist', (message) => console.log(message));

printFirstLoadFigures(await firstLoadBench());

printStartupFigures(await startupBench());

const streamServer = await startServer({ LOCAL_ENGINE_TOKEN_DELAY_MS: '0' });
const stream = await streamOneReply(streamServer.url, 'What can you do?');
console.log(`chat stream (local engine, no pacing): first token ${stream.firstTokenMs.toFixed(0)} ms, ${stream.tokens} tokens, ${stream.tokensPerSecond.toFixed(0)} tokens/s`);
await streamServer.stop();
printFirstByteFigures(await firstByteBench());
printJobTokenGapsFigures(await jobTokenGapsBench(speechWork));

printRenderFigures(await renderBench());
printListScrollFigures(await listScrollBench());
printOpenFigures(await openConversationBench());
printAppStreamFigures(await appStreamBench(surfaces.chat));
printAppStreamFigures(await appStreamBench(surfaces.writer));
printUploadMemoryFigures(await uploadMemoryBench());
printListReadFigures(await listReadsBench());
printHostileJsonFigures(await hostileJsonBench());
printAttackFigures(await throughputUnderAttack());
printSpeechFigures(...(await speechBench()));
printComposerFigures(await composerBench());
