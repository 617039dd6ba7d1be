import { describe, expect } from 'vitest';
import { transcriberMachine, transcriberView } from '../../src/machines/transcriber/transcriberMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the Transcriber tool's machine, on the machine itself (its effect's
// answers are events): type, a blank text refused, send, the answer, a refusal kept to show.

describe('transcriberMachine', () => {
  walkShortestPaths(
    transcriberMachine,
    {
      input: {},
      events: [
        { type: 'TEXT.CHANGE', value: 'hello' },
        { type: 'TEXT.CHANGE', value: ' ' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.echo', output: { text: 'hello', characters: 5, echoes: 1 } },
        { type: 'xstate.error.actor.echo', error: new Error('Text must NOT have more than 1000 characters') },
      ],
      facts: (s) => [s.context.text.trim() !== '', !!s.context.answer, !!s.context.error],
    },
    {
      editing: (state) => expect(transcriberView(state).busy).toBe(false),
      sending: (state) => {
        expect(transcriberView(state).busy).toBe(true);
        expect(state.context.text.trim()).not.toBe('');
        expect(state.can({ type: 'SUBMIT' })).toBe(false);
      },
    },
  );
});
