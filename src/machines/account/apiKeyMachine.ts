import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { CreateApiKeyMutation, RevokeApiKeyMutation } from '../../gateway/account-settings/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The account page's REST API keys: make one (an optional name, then the key shown once in a
// modal with Copy — the server never sends it again), and revoke one after a confirmation.
// The list itself is urql's (graphcache drops it after either change); this machine holds only
// the flow. Closing the key's modal forgets the key.

export const COPIED = 'Copied to clipboard!'; // SPEC §8

export interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
}

interface Context extends WithGateway {
  name: string;
  created: CreatedKey | null;
  revoking: { id: string; label: string } | null;
  error: string | null;
}

type Event =
  | { type: 'CREATE' }
  | { type: 'NAME.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'COPY' }
  | { type: 'CLOSE' }
  | { type: 'REVOKE'; id: string; label: string }
  | { type: 'CONFIRM' };

export const apiKeyMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'copied' } | { type: 'revoked' } | { type: 'failed'; message: string },
  },
  actors: {
    create: fromPromise<CreatedKey, WithGateway & { name: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'apiKeyMachine').mutation(CreateApiKeyMutation, { name: input.name.trim() || null }).toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data.createApiKey;
    }),
    copy: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
    revoke: fromPromise<void, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'apiKeyMachine').mutation(RevokeApiKeyMutation, { id: input.id }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  actions: {
    showError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'apiKey',
  context: ({ input }) => ({ client: input.client ?? null, name: '', created: null, revoking: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CREATE: { target: 'naming', actions: assign({ name: '', error: null }) },
        REVOKE: {
          target: 'confirmingRevoke',
          actions: assign(({ event }) => {
            assertEvent(event, 'REVOKE');
            return { revoking: { id: event.id, label: event.label }, error: null };
          }),
        },
      },
    },
    naming: {
      tags: 'createModal',
      on: {
        'NAME.CHANGE': {
          actions: assign(({ event }) => {
            assertEvent(event, 'NAME.CHANGE');
            return { name: event.value, error: null };
          }),
        },
        SUBMIT: 'creating',
        CLOSE: 'idle',
      },
    },
    creating: {
      tags: ['createModal', 'busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ client: context.client, name: context.name }),
        onDone: { target: 'showingKey', actions: assign({ created: ({ event }) => event.output }) },
        onError: { target: 'naming', actions: 'showError' },
      },
    },
    showingKey: {
      tags: 'keyModal',
      initial: 'shown',
      on: { CLOSE: { target: 'idle', actions: assign({ created: null, name: '', error: null }) } },
      states: {
        shown: { on: { COPY: 'copying' } },
        copying: {
          invoke: {
            id: 'copy',
            src: 'copy',
            input: ({ context }) => ({ text: context.created?.key ?? '' }),
            onDone: { target: 'shown', actions: emit({ type: 'copied' as const }) },
            onError: { target: 'shown', actions: assign({ error: 'The browser refused to copy; select the key and copy it yourself.' }) },
          },
        },
      },
    },
    confirmingRevoke: {
      tags: 'revokeModal',
      on: { CONFIRM: 'revoking', CLOSE: { target: 'idle', actions: assign({ revoking: null }) } },
    },
    revoking: {
      tags: ['revokeModal', 'busy'],
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => ({ client: context.client, id: context.revoking!.id }),
        onDone: { target: 'idle', actions: [assign({ revoking: null }), emit({ type: 'revoked' as const })] },
        onError: { target: 'confirmingRevoke', actions: 'showError' },
      },
    },
  },
});
