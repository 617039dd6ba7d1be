import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { DisableTwoFactorMutation, EnableTwoFactorMutation, GenerateTwoFactorMutation } from '../../gateway/account-settings/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Two-factor authentication on the account page (SPEC §4: generate opens the QR modal;
// enabling closes it). Generate asks the server for a new secret; the modal shows its QR code
// and the secret as text; a code from the app and the current password (a session alone must not
// be enough: a stolen one could lock the owner out) turn 2FA on, the modal closes with
// 'Two-Factor Authentication enabled', and the recovery codes are shown this once (the server
// keeps them hashed). A refusal stays in the modal with the server's words and what was typed
// (SPEC §8 "2FA failure: the message"). Turning 2FA off asks for a current code.

export const TWO_FACTOR_ENABLED = 'Two-Factor Authentication enabled'; // SPEC §8

export interface TwoFactorSetup {
  qrCode: string;
  secret: string;
  status: string;
}

interface Context extends WithGateway {
  /** Whether the account had 2FA on when the page opened. */
  startsOn: boolean;
  setup: TwoFactorSetup | null;
  code: string;
  /** The current password, asked with the code when turning 2FA on. */
  password: string;
  recoveryCodes: string[];
  error: string | null;
}

type Event =
  | { type: 'GENERATE' }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'ENABLE' }
  | { type: 'CLOSE' }
  | { type: 'DISABLE' }
  | { type: 'CONFIRM' };

type CodeInput = WithGateway & { code: string };
type EnableInput = CodeInput & { password: string };

export const twoFactorMachine = setup({
  types: {
    input: {} as WithGateway & { enabled: boolean },
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'enabled' } | { type: 'disabled' } | { type: 'failed'; message: string },
  },
  actors: {
    generate: fromPromise<TwoFactorSetup, WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'twoFactorMachine').mutation(GenerateTwoFactorMutation, {}).toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data.generateTwoFactor;
    }),
    enable: fromPromise<string[], EnableInput>(async ({ input }) => {
      const result = await gatewayOf(input, 'twoFactorMachine').mutation(EnableTwoFactorMutation, { code: input.code, password: input.password }).toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data.enableTwoFactor;
    }),
    disable: fromPromise<void, CodeInput>(async ({ input }) => {
      const result = await gatewayOf(input, 'twoFactorMachine').mutation(DisableTwoFactorMutation, { code: input.code }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
    hasCodeAndPassword: ({ context }) => context.code.trim() !== '' && context.password !== '',
    alreadyOn: ({ event }) => (event as unknown as { output: TwoFactorSetup }).output.status === 'enabled',
  },
  actions: {
    changeCode: assign(({ event }) => {
      assertEvent(event, 'CODE.CHANGE');
      return { code: event.value, error: null };
    }),
    changePassword: assign(({ event }) => {
      assertEvent(event, 'PASSWORD.CHANGE');
      return { password: event.value, error: null };
    }),
    requireCode: assign({ error: 'Please enter the code from your authenticator app.' }),
    requireCodeAndPassword: assign({ error: 'Please enter the code from your authenticator app and your current password.' }),
    showError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    forget: assign({ setup: null, code: '', password: '', error: null }),
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ client: input.client ?? null, startsOn: input.enabled, setup: null, code: '', password: '', recoveryCodes: [], error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.startsOn, target: 'on' }, { target: 'off' }] },
    off: {
      on: { GENERATE: 'generating' },
    },
    generating: {
      tags: 'busy',
      entry: 'forget',
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => ({ client: context.client }),
        onDone: [{ guard: 'alreadyOn', target: 'on' }, { target: 'scanning', actions: assign({ setup: ({ event }) => event.output }) }],
        onError: { target: 'off', actions: ['showError', emit(({ event }) => ({ type: 'failed' as const, message: errorText(event.error) }))] },
      },
    },
    scanning: {
      tags: 'qrModal',
      on: {
        'CODE.CHANGE': { actions: 'changeCode' },
        'PASSWORD.CHANGE': { actions: 'changePassword' },
        ENABLE: [{ guard: 'hasCodeAndPassword', target: 'enabling' }, { actions: 'requireCodeAndPassword' }],
        CLOSE: { target: 'off', actions: 'forget' },
      },
    },
    enabling: {
      tags: ['qrModal', 'busy'],
      invoke: {
        id: 'enable',
        src: 'enable',
        input: ({ context }) => ({ client: context.client, code: context.code, password: context.password }),
        onDone: {
          target: 'recoveryCodes',
          actions: [assign({ recoveryCodes: ({ event }) => event.output, setup: null, code: '', password: '', error: null }), emit({ type: 'enabled' as const })],
        },
        // What was typed stays: the words say which of the two to correct.
        onError: { target: 'scanning', actions: 'showError' },
      },
    },
    // Shown once: closing forgets them.
    recoveryCodes: {
      tags: 'recoveryModal',
      on: { CLOSE: { target: 'on', actions: assign({ recoveryCodes: [] }) } },
    },
    on: {
      tags: 'enabled',
      on: { DISABLE: { target: 'confirmingDisable', actions: 'forget' } },
    },
    confirmingDisable: {
      tags: ['enabled', 'disableModal'],
      on: {
        'CODE.CHANGE': { actions: 'changeCode' },
        CONFIRM: [{ guard: 'hasCode', target: 'disabling' }, { actions: 'requireCode' }],
        CLOSE: { target: 'on', actions: 'forget' },
      },
    },
    disabling: {
      tags: ['enabled', 'disableModal', 'busy'],
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ context }) => ({ client: context.client, code: context.code }),
        onDone: { target: 'off', actions: ['forget', emit({ type: 'disabled' as const })] },
        onError: { target: 'confirmingDisable', actions: ['showError', assign({ code: '' })] },
      },
    },
  },
});

/** What the two-factor section shows of the flow: on or off, which dialog is open, the setup and drafts, the recovery codes, a refusal. */
export function selectTwoFactor(snapshot: SnapshotFrom<typeof twoFactorMachine>) {
  const { setup, code, password, recoveryCodes, error } = snapshot.context;
  return {
    on: snapshot.hasTag('enabled') || snapshot.hasTag('recoveryModal'),
    qr: snapshot.hasTag('qrModal'),
    recovery: snapshot.hasTag('recoveryModal'),
    disabling: snapshot.hasTag('disableModal'),
    busy: snapshot.hasTag('busy'),
    setup,
    code,
    password,
    codes: recoveryCodes,
    error,
  };
}
