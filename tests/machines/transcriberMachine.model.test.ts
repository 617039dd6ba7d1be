import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { selectTranscriberFlow, transcriberMachine } from '../../src/machines/transcriber/transcriberMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the Transcriber's own machine: the model chosen (the catalogue's
// `?model=`, else the screen's first available one). The upload is uploadMachine's, the one on show
// previewMachine's, the history's unfinished ones unfinishedMachine's (each with its model test);
// the screen's test drives them all on the real page against the real server.

describe('transcriberMachine', () => {
  const paths = walkShortestPaths(
    transcriberMachine,
    { input: { model: 'whisper-1' }, events: [{ type: 'MODEL.CHOOSE', key: 'pocketsphinx' }], facts: (s) => [s.context.model] },
    { '*': (state: SnapshotFrom<typeof transcriberMachine>) => expect(['whisper-1', 'pocketsphinx']).toContain(selectTranscriberFlow(state).model) } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(0));
});
