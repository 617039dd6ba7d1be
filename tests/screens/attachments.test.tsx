// Attachments in the chat screen (issue 3, item 5): the paperclip, chips with their remove
// buttons, the refusal of a wrong type before any upload, and the files on the sent message.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads } from './helpers/downloads';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('attaches files as chips, removes one, refuses a wrong type, and sends the rest with the message', async () => {
  const { user } = renderApp(null, { server, user: await server.guest() });
  const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
  expect(screen.getByRole('button', { name: 'Attach files' })).toBeInTheDocument();
  const input = screen.getByTestId('attach-input') as HTMLInputElement;
  expect(input.accept).toContain('.pdf');
  expect(input.accept).toContain('.xlsx');

  await user.upload(input, [new File(['Budget: 1200 euros.'], 'budget.txt', { type: 'text/plain' }), new File(['x'], 'draft.md', { type: 'text/markdown' })]);
  const chips = screen.getByRole('list', { name: 'Attached files' });
  expect(within(chips).getByText('budget.txt')).toBeInTheDocument();
  expect(within(chips).getByText('19 B')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove draft.md' }));
  expect(within(chips).queryByText('draft.md')).not.toBeInTheDocument();

  // A type outside the list is refused here, with the server's words; nothing is added.
  fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe')] } });
  expect(screen.getByRole('alert')).toHaveTextContent('This file type is not supported.');
  expect(within(chips).getAllByRole('listitem')).toHaveLength(1);

  await user.type(prompt, 'What is the budget?{Enter}');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
  // The chips are gone (the file went with the message), and the sent message lists it.
  expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  const sent = await screen.findByRole('list', { name: 'Attachments' }, { timeout: 10_000 });
  expect(sent).toHaveTextContent('budget.txt');
  expect(document.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);

  // The file downloads as it was sent (fetched with the session, then handed to the browser).
  const downloads = captureDownloads();
  await user.click(within(sent).getByRole('button', { name: 'Download budget.txt' }));
  await downloads.started();
  expect(await downloads.blobs[0]!.text()).toBe('Budget: 1200 euros.');
  expect(downloads.names()).toEqual(['budget.txt']);
  vi.restoreAllMocks();
});

it('a file the server cannot read is refused with its message, and the chip comes back with the text', async () => {
  const { user } = renderApp(null, { server, user: await server.guest() });
  const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
  await user.upload(screen.getByTestId('attach-input') as HTMLInputElement, new File(['PK'], 'photos.zip', { type: 'application/zip' }));
  await user.type(prompt, 'Look at these{Enter}');
  expect(await screen.findByText(/can't read \.zip files/, {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Look at these'));
  expect(within(screen.getByRole('list', { name: 'Attached files' })).getByText('photos.zip')).toBeInTheDocument();
});

it('Stop before the message was stored puts the text and the files back', async () => {
  const { user, network } = renderApp(null, { server, user: await server.guest() });
  const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
  await user.upload(screen.getByTestId('attach-input') as HTMLInputElement, new File(['Rent: 900.'], 'rent.txt', { type: 'text/plain' }));
  const gate = network.controlStreamNext(/\/api\/ai\/conversations\/[^/]+\/messages$/);
  await user.type(prompt, 'Summarise the rent{Enter}');
  await gate.reached;
  expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Summarise the rent'));
  expect(within(screen.getByRole('list', { name: 'Attached files' })).getByText('rent.txt')).toBeInTheDocument();
});
