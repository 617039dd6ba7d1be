// The speech figures alone: `npx tsx bench/run-speech.mts` (bench/speech.ts).
import { printSpeechFigures, speechBench } from './speech';

printSpeechFigures(...(await speechBench()));
