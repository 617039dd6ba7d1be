import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { AdminFeedbackScreenshotQuery } from '../../gateway/admin/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// A feedback report's screenshot on the admin page, shown in a dialog. The route needs the session,
// so the bytes are fetched and shown from a blob: URL (the page's CSP allows blob: images), which
// is let go when the dialog closes. OPEN while one is loading is ignored.

interface Context extends WithGateway {
  reportId: string | null;
  url: string | null;
  error: string | null;
}

export const screenshotMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as { type: 'OPEN'; reportId: string } | { type: 'CLOSE' },
  },
  actors: {
    fetchImage: fromPromise<string, WithGateway & { reportId: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'screenshotMachine').query(AdminFeedbackScreenshotQuery, { id: input.reportId }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) throw result.error;
      return URL.createObjectURL(result.data.adminFeedbackScreenshot as Blob);
    }),
  },
  actions: {
    letGo: ({ context }) => {
      if (context.url) URL.revokeObjectURL(context.url);
    },
  },
}).createMachine({
  id: 'screenshot',
  context: ({ input }) => ({ client: input.client ?? null, reportId: null, url: null, error: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'loading', actions: assign({ reportId: ({ event }) => event.reportId, error: null }) } } },
    loading: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'fetchImage',
        src: 'fetchImage',
        input: ({ context }) => ({ client: context.client, reportId: context.reportId! }),
        onDone: { target: 'showing', actions: assign({ url: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, 'The screenshot could not be loaded.') }) },
      },
      on: { CLOSE: { target: 'closed', actions: assign({ reportId: null }) } },
    },
    showing: { tags: 'open', on: { CLOSE: { target: 'closed', actions: ['letGo', assign({ reportId: null, url: null })] } } },
    failed: { tags: 'open', on: { CLOSE: { target: 'closed', actions: assign({ reportId: null, error: null }) } } },
  },
  exit: 'letGo',
});

/** The screenshot dialog: open, loading, the image's address, or why it could not be shown. */
export function selectScreenshot(snapshot: SnapshotFrom<typeof screenshotMachine>) {
  return { open: snapshot.hasTag('open'), busy: snapshot.hasTag('busy'), url: snapshot.context.url, error: snapshot.context.error };
}
