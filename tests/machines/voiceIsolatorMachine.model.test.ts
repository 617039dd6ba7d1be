import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { selectVoiceIsolator, voiceIsolatorMachine } from '../../src/machines/voice-isolator/voiceIsolatorMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the voice isolator's own machine: the model chosen for the next
// upload. The upload is uploadMachine's, the item on show previewMachine's, the history's
// unfinished items unfinishedMachine's (each with its model test); the screen tests drive them all
// on the real page against the real server.

describe('voiceIsolatorMachine', () => {
  const paths = walkShortestPaths(
    voiceIsolatorMachine,
    { input: {}, events: [{ type: 'MODEL.CHOOSE', model: 'rnnoise' }], facts: (s) => [s.context.model] },
    { '*': (state: SnapshotFrom<typeof voiceIsolatorMachine>) => expect([null, 'rnnoise']).toContain(selectVoiceIsolator(state).model) } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(0));
});
