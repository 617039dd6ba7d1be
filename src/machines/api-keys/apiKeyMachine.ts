import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { CreateApiKeyMutation, RevokeApiKeyMutation } from '../../gateway/api-keys/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The account page's REST API keys: make one (an optional name and the current password, then
// the key shown once in a modal with Copy — the server never sends it again), and revoke one
// after a confirmation. The password is asked because a key outlives the session that made it: a
// stolen session alone must not leave itself one. An account without a password (a guest) has
// none to give. A refusal keeps the modal open with the server's words and what was typed.
// The list itself is urql's (graphcache writes either change into it); this machine holds only
// the flow. Closing the key's modal forgets the key.

export const COPIED = 'Copied to clipboard!'; // SPEC §8

export interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
}

interface Input extends WithGateway {
  /** Whether the account has a password, which making a key then asks for. */
  needsPassword: boolean;
}

export const ENTER_PASSWORD = 'Please enter your current password.';

interface Context extends Input {
  name: string;
  password: string;
  created: CreatedKey | null;
  revoking: { id: string; label: string } | null;
  error: string | null;
}

type Event =
  | { type: 'CREATE' }
  | { type: 'NAME.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'COPY' }
  | { type: 'CLOSE' }
  | { type: 'REVOKE'; id: string; label: string }
  | { type: 'CONFIRM' };

export const apiKeyMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'copied' } | { type: 'revoked' } | { type: 'failed'; message: string },
  },
  actors: {
    create: fromPromise<CreatedKey, WithGateway & { name: string; password: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'apiKeyMachine').mutation(CreateApiKeyMutation, { name: input.name.trim() || null, password: input.password || null }).toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data.createApiKey;
    }),
    copy: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
    revoke: fromPromise<void, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'apiKeyMachine').mutation(RevokeApiKeyMutation, { id: input.id }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    hasPassword: ({ context }) => !context.needsPassword || context.password !== '',
  },
  actions: {
    showError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'apiKey',
  context: ({ input }) => ({ client: input.client ?? null, needsPassword: input.needsPassword, name: '', password: '', created: null, revoking: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CREATE: { target: 'naming', actions: assign({ name: '', password: '', error: null }) },
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
        'PASSWORD.CHANGE': {
          actions: assign(({ event }) => {
            assertEvent(event, 'PASSWORD.CHANGE');
            return { password: event.value, error: null };
          }),
        },
        SUBMIT: [{ guard: 'hasPassword', target: 'creating' }, { actions: assign({ error: ENTER_PASSWORD }) }],
        CLOSE: { target: 'idle', actions: assign({ password: '' }) },
      },
    },
    creating: {
      tags: ['createModal', 'busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ client: context.client, name: context.name, password: context.password }),
        onDone: { target: 'showingKey', actions: assign({ created: ({ event }) => event.output, password: '' }) },
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

/** What the API keys section shows of the flow: which dialog is open, the draft, the key just made, the key to revoke, a refusal. */
export function selectApiKeys(snapshot: SnapshotFrom<typeof apiKeyMachine>) {
  const { name, password, created, revoking, error } = snapshot.context;
  return {
    naming: snapshot.hasTag('createModal'),
    showing: snapshot.hasTag('keyModal'),
    revoking: snapshot.hasTag('revokeModal'),
    busy: snapshot.hasTag('busy'),
    name,
    password,
    created,
    target: revoking,
    error,
  };
}
