import { assertEvent, emit, fromPromise, setup } from 'xstate';

// The affiliate page's Copy link: the referral link goes on the clipboard, 'copied' for SPEC §8's
// toast or 'copyFailed' when the browser refuses. A press while a copy is out does nothing. The
// page's figures and payouts are read with queries (AffiliateScreen), not kept here.

export const referralLinkMachine = setup({
  types: {
    events: {} as { type: 'COPY'; link: string },
    emitted: {} as { type: 'copied' } | { type: 'copyFailed' },
  },
  actors: {
    copy: fromPromise<void, { link: string }>(({ input }) => navigator.clipboard.writeText(input.link)),
  },
}).createMachine({
  id: 'referralLink',
  initial: 'ready',
  states: {
    ready: { on: { COPY: 'copying' } },
    copying: {
      tags: 'busy',
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ event }) => {
          assertEvent(event, 'COPY');
          return { link: event.link };
        },
        onDone: { target: 'ready', actions: emit({ type: 'copied' as const }) },
        onError: { target: 'ready', actions: emit({ type: 'copyFailed' as const }) },
      },
    },
  },
});
