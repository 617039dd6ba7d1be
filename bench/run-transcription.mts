// The transcriber's figures alone: `npx tsx bench/run-transcription.mts` (bench/transcription.ts).
import { runTranscriptionBench } from './transcription';

await runTranscriptionBench();
