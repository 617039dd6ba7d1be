// The site-wide feedback widget against the real gateway and server: the "Feedback" button
// of a logged-in user (none logged out), its dialog with the account's name and email, SPEC §5's
// words for a blank message, a screenshot chosen as a file, marked up tools shown, sent and
// stored in site_feedback, then 'Thank you for report.'; a refusal keeps everything typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
// The smallest PNG: a 1×1 transparent pixel, its bytes checked by the server.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('feedback widget', () => {
  it('sends a message with the account name, email and a screenshot, stored on the server, and thanks', async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, user: session, path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Feedback' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' }, slow);
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Ada');
    expect(within(dialog).getByLabelText('Account email')).toHaveValue(session.user.email);
    expect(within(dialog).getByLabelText('Message')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter in the following required fields: Message');

    await user.type(within(dialog).getByLabelText('Message'), 'The export menu does not open.');
    await user.upload(within(dialog).getByLabelText('Choose image'), new File([png], 'shot.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('button', { name: 'Highlight' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('img', { name: 'Screenshot to send' })).toHaveAccessibleDescription(/hide a part in black/);
    expect(within(dialog).getByRole('button', { name: 'Remove image' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for report.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Give Feedback' })).not.toBeInTheDocument();

    const row = await server.app.db.selectFrom('site_feedback').selectAll().where('user_id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada', email: session.user.email, message: 'The export menu does not open.', screenshot_type: 'image/png' });
    expect(Buffer.from(row.screenshot!).equals(png)).toBe(true);

    // Opened again: a fresh form.
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const again = await screen.findByRole('dialog', { name: 'Give Feedback' }, slow);
    expect(within(again).getByLabelText('Message')).toHaveValue('');
    expect(within(again).queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and shows the server\'s words when it refuses; Escape closes', async () => {
    const guest = await server.guest('Grace');
    const { user } = renderApp(null, { server, user: guest, path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Feedback' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' }, slow);
    // A guest has no email: no Account email field.
    expect(within(dialog).queryByLabelText('Account email')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Message'), 'Here is a picture.');
    // Not an image by its bytes: the server refuses it.
    await user.upload(within(dialog).getByLabelText('Choose image'), new File(['not a picture'], 'shot.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent('The screenshot must be a PNG, JPEG, WebP or GIF image.');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Here is a picture.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give Feedback' })).not.toBeInTheDocument());
  });

  it('opens from the account menu (the way in on a phone), which closes; Escape gives focus back to the menu button', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/' });
    const menu = await screen.findByRole('button', { name: /Account menu/ }, slow);
    await user.click(menu);
    await screen.findByRole('link', { name: 'Account settings' }, slow);
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('button', { name: 'Feedback' }));
    await screen.findByRole('dialog', { name: 'Give Feedback' }, slow);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give Feedback' })).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('shows no Feedback button to someone logged out', async () => {
    renderApp(null, { server, path: '/login' });
    await screen.findByRole('button', { name: 'Account menu' }, slow);
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});

describe("the account page's feedback form", () => {
  it('asks only for the message; the report is stored with the account name and email', async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, user: session, path: '/account' });
    const form = await screen.findByRole('region', { name: 'Feedback' }, slow);
    expect(within(form).queryByLabelText(/name/i)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveAttribute('maxlength', '20000');
    await user.type(within(form).getByLabelText('Message'), 'Lovely app');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(async () => {
      const row = await server.app.db.selectFrom('site_feedback').selectAll().where('user_id', '=', session.user.id).executeTakeFirst();
      expect(row).toMatchObject({ name: 'Ada', email: session.user.email, message: 'Lovely app' });
    }, slow);
  });
});
