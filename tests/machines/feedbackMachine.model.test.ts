import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { feedbackMachine, THANKS } from '../../src/machines/feedback/feedbackMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the feedback widget's machine, on the machine itself (its
// effects' answers are events): open, type, choose or take a screenshot, mark it and undo,
// send, the thanks, a refusal that keeps everything typed, a second Send ignored while out.
// tests/screens/feedback.test.tsx drives the real dialog against the real server.

const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const mark = { tool: 'hide' as const, x: 1, y: 1, width: 10, height: 10 };
const refused = new Error('The screenshot must be at most 5 MB.');
const guest = { name: 'Ada', email: null };

describe('feedbackMachine', () => {
  const paths = walkShortestPaths(
    feedbackMachine,
    {
      input: {},
      events: [
        { type: 'OPEN', contact: guest },
        { type: 'CLOSE' },
        { type: 'MESSAGE.CHANGE', value: 'The export button does nothing.' },
        { type: 'MESSAGE.CHANGE', value: '  ' },
        { type: 'SCREENSHOT.CHOOSE', image },
        { type: 'SCREENSHOT.CAPTURE' },
        { type: 'xstate.done.actor.capture', output: image },
        { type: 'xstate.done.actor.capture', output: null },
        { type: 'xstate.error.actor.capture', error: new Error('The screenshot could not be taken.') },
        { type: 'SCREENSHOT.REMOVE' },
        { type: 'TOOL.CHOOSE', tool: 'hide' },
        { type: 'MARK.ADD', mark },
        { type: 'MARK.UNDO' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.send' },
        { type: 'xstate.error.actor.send', error: refused },
      ],
      // Bounded facts (marks: none, some), so marking again and again is not a new state each time.
      facts: (s) => [s.context.message.trim() !== '', s.context.screenshot ? Math.min(s.context.screenshot.marks.length, 1) : -1, !!s.context.error, s.context.tool],
    },
    {
      closed: (state) => expect(state.hasTag('open')).toBe(false),
      'open.editing': (state) => {
        expect(state.hasTag('open')).toBe(true);
        // A blank message is named, in SPEC §5's words.
        if (!state.context.message.trim() && state.context.error?.startsWith('Please')) {
          expect(state.context.error).toBe('Please enter in the following required fields: Message');
        }
      },
      'open.capturing': (state) => expect(state.hasTag('capturing')).toBe(true),
      'open.sending': (state) => {
        expect(state.hasTag('busy')).toBe(true);
        expect(state.context.message.trim()).not.toBe('');
        // A second press while this one is out is ignored.
        expect(state.can({ type: 'SUBMIT' })).toBe(false);
        expect(state.can({ type: 'CLOSE' })).toBe(false);
      },
      'open.failed': (state) => {
        // The server's words, and everything typed still there.
        expect(state.context.error).toBe(refused.message);
        expect(state.context.message.trim()).not.toBe('');
      },
      sent: (state) => {
        expect(state.hasTag('open')).toBe(false);
        expect(state.context.message).toBe('');
        expect(state.context.screenshot).toBeNull();
      },
    },
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));

  it('sends the name, email, message and marked screenshot once, thanks, and closes after 5 s', async () => {
    const clock = new SimulatedClock();
    const sent: unknown[] = [];
    const machine = feedbackMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          sent.push(input);
        }),
      },
    });
    const actor = createActor(machine, { input: {}, clock });
    const thanks: string[] = [];
    actor.on('sent', (event) => thanks.push(event.message));
    actor.start();
    try {
      actor.send({ type: 'OPEN', contact: { name: 'Ada Lovelace', email: 'ada@example.com' } });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.error).toBe('Please enter in the following required fields: Message');
      actor.send({ type: 'MESSAGE.CHANGE', value: 'Hello' });
      actor.send({ type: 'SCREENSHOT.CHOOSE', image });
      actor.send({ type: 'MARK.ADD', mark });
      actor.send({ type: 'MARK.ADD', mark: { ...mark, tool: 'highlight' } });
      actor.send({ type: 'MARK.UNDO' });
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches('sent'));
      expect(sent).toEqual([
        expect.objectContaining({ contact: { name: 'Ada Lovelace', email: 'ada@example.com' }, message: 'Hello', screenshot: { image, marks: [mark] } }),
      ]);
      expect(thanks).toEqual([THANKS]);
      clock.increment(5000);
      expect(actor.getSnapshot().value).toBe('closed');
    } finally {
      actor.stop();
    }
  });

  it('names every blank required field when the account has a name and an email', () => {
    const actor = createActor(feedbackMachine, { input: {} }).start();
    actor.send({ type: 'OPEN', contact: { name: ' ', email: '' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('Please enter in the following required fields: Your name, Account email, Message');
    actor.stop();
  });
});
