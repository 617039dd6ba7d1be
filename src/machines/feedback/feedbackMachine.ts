import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { feedbackScreenshotMaxBytes } from '../../../contract/limits';
import { SendAccountFeedbackMutation } from '../../gateway/feedback/operations';
import { errorText } from '../../lib/errors';
import { CaptureCancelled, captureScreen } from '../../lib/feedback/capture';
import { exportScreenshot } from '../../lib/feedback/export';
import type { Mark, MarkTool } from '../../lib/feedback/marks';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The site-wide feedback widget (SPEC §2, §5): closed → editing → (capturing a screenshot) →
// sending → sent, or back to the form with the server's words (failed), everything typed kept.
// "Your name" and "Account email" are the account's own, shown read-only when it has them
// (OPEN carries them), so the report says who sent it; the message is always required, and a
// submit with a blank required field names every one that is missing (SPEC §5's words).
// The screenshot is edited here too — Highlight and Hide marks over the image, undo of the
// last — and what is sent is the image with the marks painted in (lib/feedback/export.ts).
//
// Views ask tags: 'open' (the dialog shows), 'capturing' (it steps aside for the browser's
// picker), 'busy' (sending), 'sent' (the thanks); and `context` for the fields and marks.

export const SPEC_REQUIRED = 'Please enter in the following required fields';
export const THANKS = 'Thank you for report.';

export const fieldLabels = { name: 'Your name', email: 'Account email', message: 'Message' } as const;

export interface Contact {
  name: string | null;
  email: string | null;
}

export interface Screenshot {
  image: Blob;
  marks: Mark[];
}

interface Context {
  client: Client | null;
  contact: Contact;
  message: string;
  screenshot: Screenshot | null;
  tool: MarkTool;
  error: string | null;
}

export type FeedbackEvent =
  | { type: 'OPEN'; contact: Contact }
  | { type: 'CLOSE' }
  | { type: 'MESSAGE.CHANGE'; value: string }
  | { type: 'SCREENSHOT.CHOOSE'; image: Blob }
  | { type: 'SCREENSHOT.CAPTURE' }
  | { type: 'SCREENSHOT.REMOVE' }
  | { type: 'TOOL.CHOOSE'; tool: MarkTool }
  | { type: 'MARK.ADD'; mark: Mark }
  | { type: 'MARK.UNDO' }
  | { type: 'SUBMIT' };

export interface SendInput extends WithGateway {
  contact: Contact;
  message: string;
  screenshot: Screenshot | null;
}

/** Every required label left blank, in the form's order: the name and email when shown, the message always. */
export function missingLabels({ contact, message }: Pick<Context, 'contact' | 'message'>): string[] {
  const missing: string[] = [];
  if (contact.name !== null && !contact.name.trim()) missing.push(fieldLabels.name);
  if (contact.email !== null && !contact.email.trim()) missing.push(fieldLabels.email);
  if (!message.trim()) missing.push(fieldLabels.message);
  return missing;
}

const whileEditing = {
  'MESSAGE.CHANGE': { actions: 'changeMessage' },
  'SCREENSHOT.CHOOSE': { target: '#feedback.open.editing', actions: 'setScreenshot' },
  'SCREENSHOT.CAPTURE': '#feedback.open.capturing',
  'SCREENSHOT.REMOVE': { actions: 'removeScreenshot' },
  'TOOL.CHOOSE': { actions: 'chooseTool' },
  'MARK.ADD': { guard: 'hasScreenshot', actions: 'addMark' },
  'MARK.UNDO': { actions: 'undoMark' },
  SUBMIT: [{ guard: 'isComplete', target: '#feedback.open.sending' }, { actions: 'sayMissing' }],
  CLOSE: '#feedback.closed',
} as const;

export const feedbackMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as FeedbackEvent,
    emitted: {} as { type: 'sent'; message: string },
  },
  actors: {
    capture: fromPromise<Blob | null>(async () => {
      try {
        return await captureScreen();
      } catch (error) {
        if (error instanceof CaptureCancelled) return null; // closed the picker: nothing to say
        throw error;
      }
    }),
    send: fromPromise<void, SendInput>(async ({ input }) => {
      const { contact, message, screenshot } = input;
      const image = screenshot && (await exportScreenshot(screenshot.image, screenshot.marks, feedbackScreenshotMaxBytes));
      const file = image && new File([image], image.type === 'image/png' ? 'screenshot.png' : 'screenshot', { type: image.type });
      const result = await gatewayOf(input, 'feedbackMachine')
        .mutation(SendAccountFeedbackMutation, { message: message.trim(), name: contact.name, email: contact.email, screenshot: file })
        .toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    isComplete: ({ context }) => missingLabels(context).length === 0,
    hasScreenshot: ({ context }) => context.screenshot !== null,
    captured: ({ event }) => !!(event as { output?: unknown }).output,
  },
  actions: {
    setContact: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { contact: event.contact, error: null };
    }),
    changeMessage: assign(({ event }) => {
      assertEvent(event, 'MESSAGE.CHANGE');
      return { message: event.value, error: null };
    }),
    setScreenshot: assign(({ event }) => {
      assertEvent(event, 'SCREENSHOT.CHOOSE');
      return { screenshot: { image: event.image, marks: [] }, error: null };
    }),
    removeScreenshot: assign({ screenshot: null }),
    chooseTool: assign(({ event }) => {
      assertEvent(event, 'TOOL.CHOOSE');
      return { tool: event.tool };
    }),
    addMark: assign(({ context, event }) => {
      assertEvent(event, 'MARK.ADD');
      return { screenshot: context.screenshot && { ...context.screenshot, marks: [...context.screenshot.marks, event.mark] } };
    }),
    undoMark: assign(({ context }) => ({ screenshot: context.screenshot && { ...context.screenshot, marks: context.screenshot.marks.slice(0, -1) } })),
    sayMissing: assign(({ context }) => ({ error: `${SPEC_REQUIRED}: ${missingLabels(context).join(', ')}` })),
    reset: assign({ message: '', screenshot: null, tool: 'highlight' as MarkTool, error: null }),
  },
  delays: {
    // SPEC §9: the success message is shown for 5 s.
    thanksShown: 5000,
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({ client: input.client ?? null, contact: { name: null, email: null }, message: '', screenshot: null, tool: 'highlight', error: null }),
  initial: 'closed',
  states: {
    // Closing keeps what was typed: opening again carries on.
    closed: { on: { OPEN: { target: 'open', actions: 'setContact' } } },
    open: {
      tags: 'open',
      initial: 'editing',
      states: {
        editing: { on: whileEditing },
        capturing: {
          // The dialog steps aside so the capture shows the page, not the form.
          tags: 'capturing',
          invoke: {
            id: 'capture',
            src: 'capture',
            onDone: [
              {
                guard: 'captured',
                target: 'editing',
                actions: assign(({ event }) => ({ screenshot: { image: event.output!, marks: [] }, error: null })),
              },
              { target: 'editing' },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorText(event.error, 'The screenshot could not be taken.') })) },
          },
        },
        // A second Send while this one is out is ignored: no handlers here.
        sending: {
          tags: 'busy',
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ context }) => ({ client: context.client, contact: context.contact, message: context.message, screenshot: context.screenshot }),
            onDone: '#feedback.sent',
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorText(event.error) })) },
          },
        },
        // The refusal stays beside the form until the message is changed or sent again.
        failed: { tags: 'failed', on: { ...whileEditing, 'MESSAGE.CHANGE': { target: 'editing', actions: 'changeMessage' } } },
      },
    },
    sent: {
      tags: 'sent',
      entry: ['reset', emit({ type: 'sent', message: THANKS })],
      after: { thanksShown: 'closed' },
      on: { OPEN: { target: 'open', actions: 'setContact' } },
    },
  },
});

/** What the dialog shows: the contact read-only, the message and screenshot being written, the marking tool, sending, a refusal. */
export function selectFeedbackForm(snapshot: SnapshotFrom<typeof feedbackMachine>) {
  const { contact, message, screenshot, tool, error } = snapshot.context;
  return { contact, message, screenshot, tool, error, busy: snapshot.hasTag('busy') };
}
export type FeedbackForm = ReturnType<typeof selectFeedbackForm>;
