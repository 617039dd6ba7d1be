import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function openModal() {
  const app = renderApp(null, { server });
  await app.user.click(await screen.findByLabelText('Message'));
  const dialog = await screen.findByRole('dialog');
  return { ...app, dialog };
}

async function submitName(dialog: HTMLElement, user: Awaited<ReturnType<typeof openModal>>['user']) {
  await user.type(within(dialog).getByLabelText('Your name'), 'Ada');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('guest modal', () => {
  it('opens when a logged-out user focuses the prompt, and signs them up', async () => {
    const { dialog, user } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your first name.');
    await submitName(dialog, user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    // The top bar now shows the guest and the workspace's credits.
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.getByText(/credits$/)).toBeInTheDocument();
  });

  it('after Escape, focus alone does not reopen it; sending does, keeping the prompt', async () => {
    const { user } = renderApp(null, { server });
    const prompt = await screen.findByLabelText('Message');
    await user.click(prompt);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(prompt, 'Hello');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(prompt).toHaveValue('Hello');
  });

  it('shows the server message, or the registration text, when no jwt comes back', async () => {
    const { dialog, user, network } = await openModal();
    network.answerNext('/api/auth/signup', 201, { message: 'Guest signups are paused.' });
    await submitName(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Guest signups are paused.');

    network.answerNext('/api/auth/signup', 201, {});
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred during registration.'));
  });

  it("says 'Server error. Please try again later.' on a 5xx", async () => {
    const { dialog, user, network } = await openModal();
    network.answerNext('/api/auth/signup', 500, {});
    await submitName(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  });

  it("says 'Network error. Please try again later.' when the server cannot be reached", async () => {
    // The captcha is solved as soon as the dialog opens (a failed one is fetched again on
    // Continue), so the request that finds the network down is the signup itself.
    const { dialog, user, network } = await openModal();
    network.failNext('/api/auth/signup');
    await submitName(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error. Please try again later.');
  });
});
