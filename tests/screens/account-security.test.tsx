// The account page's fresh proofs against the real gateway and server: the API key modal and the
// 2FA QR modal ask for the current password, show the server's refusal with what was typed
// kept, and succeed with the right one; the page of the link mailed when 2FA was turned on
// refuses a wrong password in the server's words, then turns 2FA off and offers to log in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { codeAt, stepAt } from '../../server/account/totp';
import { linkIn, mailsTo } from '../server/helpers/inbox';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
const password = 'correct horse battery';

describe('the account page asks for the current password', () => {
  it('to make an API key: a wrong one is refused in the modal with the name kept, the right one shows the key', async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, user: session, path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Generate API key' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Generate an API key' });
    await user.type(within(dialog).getByLabelText('Key name'), 'CI');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your current password.');
    await user.type(within(dialog).getByLabelText('Current password'), 'not the password');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Your password is not correct.', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Key name')).toHaveValue('CI');
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('not the password');
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' }, slow);
    expect(within(shown).getByLabelText('New API key')).toHaveTextContent(/^atl_/);
  });

  it('to turn 2FA on: a wrong one is refused in the QR modal with the code kept, the right one turns it on', async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, user: session, path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Set up 2FA' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Scan the QR code' }, slow);
    const secret = within(dialog).getByLabelText('2FA secret').textContent!.trim();
    const code = codeAt(secret, stepAt(Date.now()));
    await user.type(within(dialog).getByLabelText('Authentication code'), code);
    await user.type(within(dialog).getByLabelText('Current password'), 'not the password');
    await user.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    expect(await within(dialog).findByText('Your password is not correct.', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Authentication code')).toHaveValue(code);
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    expect(await screen.findByRole('dialog', { name: 'Save your recovery codes' }, slow)).toBeInTheDocument();
  });
});

describe('the undo link mailed when 2FA was turned on', () => {
  it('refuses a wrong password in the server\'s words, then turns 2FA off and offers to log in', async () => {
    const session = await server.user();
    const inject = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${session.jwt}` } });
    const { secret } = (await inject('/api/account/generate-2fa', {})).json();
    expect((await inject('/api/account', { enable2fa: true, code2fa: codeAt(secret, stepAt(Date.now())), password })).statusCode).toBe(200);
    const prefix = 'http://localhost:3000/account/undo-2fa/';
    const [mail] = mailsTo(server.app, session.user.email!).filter((found) => linkIn(found.text, prefix));
    const path = new URL(linkIn(mail!.text, prefix)!).pathname;

    const { user } = renderApp(null, { server, path });
    await screen.findByRole('heading', { name: 'Turn off two-factor authentication' }, slow);
    await user.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your current password.');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(await screen.findByText('Your password is not correct.', {}, slow)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(await screen.findByText(/^Two-factor authentication has been turned off .* Log in again\.$/, {}, slow)).toHaveAttribute('role', 'status');
    // The page's own link (the top bar has one too, for whoever is logged out).
    const card = screen.getByRole('heading', { name: 'Turn off two-factor authentication' }).closest('form')!;
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const row = await server.app.db.selectFrom('users').select('two_factor_enabled_at').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row.two_factor_enabled_at).toBeNull();
  });
});
