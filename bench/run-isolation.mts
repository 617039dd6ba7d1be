// The voice isolator's figures alone: `npx tsx bench/run-isolation.mts` (bench/isolation.ts).
import { isolationBench, printIsolationFigures } from './isolation';

printIsolationFigures(await isolationBench());
