// Every shortest path through the login and signup forms (authMachine), driven on the real
// /login and /signup screens against the real server: fields typed, the form sent empty and
// full, the call held so "submitting" can be seen, then answered by the server or dropped as a
// network failure; success holds the account's session and lands on the chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { authMachine, type AuthFields, type AuthMode } from '../../src/machines/account/authMachine';
import { NETWORK_ERROR, RestError } from '../../src/gateway/rest';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import type { Session } from '../server/helpers/app';
import { serializeBy, withoutEffects } from './helpers/test-model';

type Snapshot = SnapshotFrom<typeof authMachine>;
type Field = keyof AuthFields;

const PASSWORD = 'correct horse battery';
const LOGIN_EMAIL = 'ada@example.com';

const forms = {
  login: { path: '/login', heading: 'Welcome back', action: 'Log in', endpoint: '/api/auth/login', fields: ['email', 'password'] },
  signup: { path: '/signup', heading: 'Create your account', action: 'Sign up', endpoint: '/api/auth/signup', fields: ['firstName', 'email', 'password'] },
} satisfies Record<AuthMode, { path: string; heading: string; action: string; endpoint: string; fields: Field[] }>;

const labels: Record<Field, string> = { firstName: 'First name', email: 'Email', password: 'Password', code: 'Authentication code' };

// The model knows only whether a field is filled, not its text: the test types the text, so
// each signup path can use an address of its own.
function modelOf(mode: AuthMode) {
  const { fields } = forms[mode];
  return createTestModel(withoutEffects(authMachine), {
    input: { mode },
    events: [
      ...fields.map((field) => ({ type: 'FIELD.CHANGE', field, value: 'filled' })),
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.submit', output: { isAdmin: false } },
      // What the gateway raises when the request never reached the server.
      { type: 'xstate.error.actor.submit', error: new RestError(NETWORK_ERROR, 0) },
    ] as never,
    serializeState: serializeBy((s: Snapshot) => [fields.map((field) => s.context.fields[field] !== ''), s.context.error]),
  } as never);
}

/** "email → password → SUBMIT → done.actor.submit": which field each FIELD.CHANGE typed in. */
function pathName(path: { steps: Array<{ event: { type: string; field?: Field } }> }): string {
  return path.steps
    .map(({ event }) => (event.type === 'FIELD.CHANGE' ? event.field! : event.type.replace('xstate.', '')))
    .filter((step) => step !== 'init')
    .join(' → ');
}

let server: TestServer;
let account: Session;
beforeAll(async () => {
  // The form screens and the chat a login lands on are lazy: load them here, under the hook's
  // longer timeout, not in the first test's one-second wait for the form to go.
  [server] = await Promise.all([
    startTestServer(),
    import('../../src/screens/account/LoginScreen'),
    import('../../src/screens/account/SignupScreen'),
    import('../../src/screens/pages/ChatPage'),
  ]);
  account = await server.user({ email: LOGIN_EMAIL, password: PASSWORD });
});
afterAll(() => server?.close());

let signups = 0;

for (const mode of ['login', 'signup'] as const) {
  const form = forms[mode];

  describe(`authMachine on the real ${mode} screen`, () => {
    for (const path of modelOf(mode).getShortestPaths()) {
      it(pathName(path), async () => {
        const { user, network, rest } = renderApp(null, { server, path: form.path });
        const text: Record<Field, string> = {
          firstName: 'Ada',
          email: mode === 'login' ? LOGIN_EMAIL : `ada-${++signups}@example.com`,
          password: PASSWORD,
          code: '',
        };
        const button = () => screen.getByRole('button', { name: form.action });
        const showsFields = (state: Snapshot) => {
          for (const field of form.fields) {
            expect(screen.getByLabelText(labels[field])).toHaveValue(state.context.fields[field] ? text[field] : '');
          }
        };
        const showsError = async (state: Snapshot) => {
          if (state.context.error) await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(state.context.error!));
          else expect(screen.queryByRole('alert')).toBeNull();
        };
        let call: Gate | undefined;
        try {
          await path.test({
            states: {
              editing: async (state: Snapshot) => {
                await screen.findByRole('heading', { name: form.heading });
                showsFields(state);
                await showsError(state);
                await waitFor(() => expect(button()).toBeEnabled());
              },
              // A second try keeps the last error on screen until the answer comes.
              submitting: async (state: Snapshot) => {
                await waitFor(() => expect(button()).toBeDisabled());
                showsFields(state);
                await showsError(state);
              },
              // Logged in as the account (not a guest) and on the chat, where ?redirect= defaults.
              done: async () => {
                // The real server checks the password first (a deliberately slow hash): more than a second on a busy machine.
                await waitFor(() => expect(screen.queryByRole('heading', { name: form.heading })).toBeNull(), { timeout: 10_000 });
                expect(window.location.pathname).toBe('/');
                expect(rest.claims()).toMatchObject(mode === 'login' ? { sub: account.user.id, gst: false } : { gst: false });
                expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
              },
            } as never,
            events: {
              'FIELD.CHANGE': async ({ event }: { event: { field: Field } }) => {
                const box = screen.getByLabelText(labels[event.field]);
                await user.clear(box);
                await user.type(box, text[event.field]);
              },
              SUBMIT: async ({ state }: { state: Snapshot }) => {
                // Only a complete form calls the server; hold that call so "submitting" stays.
                call = state.matches('submitting') ? network.holdNext(form.endpoint) : undefined;
                await user.click(button());
                await call?.reached;
              },
              'xstate.done.actor.submit': async () => call!.release(),
              'xstate.error.actor.submit': async () => call!.fail(),
            } as never,
          });
        } finally {
          call?.release();
        }
      });
    }
  });
}
