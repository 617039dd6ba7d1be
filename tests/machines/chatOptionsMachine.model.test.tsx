import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { chatOptionsMachine, type ChatOptionsEvent } from '../../src/machines/chat/chatOptionsMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import { pathName, serializeBy } from './helpers/test-model';

// Every shortest path through the options modal, driven on the real chat screen against the
// real server. The workspace has its own OpenAI key (GPT models granted) and no Anthropic key
// (Claude models locked); its free plan locks the "Pair programmer" assistant.

type Snapshot = SnapshotFrom<typeof chatOptionsMachine>;

const model = createTestModel(chatOptionsMachine, {
  events: (state: Snapshot) =>
    [
      // The screen opens the modal on what the chat uses: the default model when none was chosen.
      { type: 'OPEN', current: { model: state.context.current.model ?? 'local-assistant', assistantId: state.context.current.assistantId } },
      { type: 'MODEL.SELECT', model: 'gpt-4o', granted: true },
      { type: 'MODEL.SELECT', model: 'claude-haiku-4-5', granted: false },
      { type: 'ASSISTANT.SELECT', assistantId: 'asst-writer', granted: true },
      { type: 'ASSISTANT.SELECT', assistantId: 'asst-coder', granted: false },
      { type: 'SAVE' },
      { type: 'CANCEL' },
    ] as ChatOptionsEvent[],
  serializeState: serializeBy((s: Snapshot) => s.context),
} as never);

const names: Record<string, RegExp> = {
  'gpt-4o': /^GPT-4o\b(?! mini)/,
  'claude-haiku-4-5': /Claude Haiku 4\.5/,
  'local-assistant': /Atelier offline assistant/,
  'asst-writer': /Wordsmith/,
  'asst-coder': /Pair programmer/,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('chatOptionsMachine on the real chat screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const session = await server.guest();
      await server.app.db.updateTable('workspaces').set({ openai_api_key: 'sk-test-workspace' }).where('id', '=', session.user.workspace.id).execute();
      const { user } = renderApp(null, { server, user: session });
      const picker = await screen.findByRole('combobox', { name: 'Assistant' }, { timeout: 10_000 });
      await waitFor(() => expect(within(picker).getByRole('option', { name: /Wordsmith/ })).toBeInTheDocument());
      const dialog = () => screen.getByRole('dialog', { name: 'Options' });
      const group = (name: 'Model' | 'Assistant') => within(within(dialog()).getByRole('group', { name }));

      await path.test({
        states: {
          closed: async (state: Snapshot) => {
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
            // What was saved is what the chat uses: the picker shows the assistant.
            expect(picker).toHaveValue(state.context.current.assistantId ?? '');
          },
          open: async (state: Snapshot) => {
            await screen.findByRole('dialog', { name: 'Options' });
            const checkedModel = group('Model').getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
            expect(checkedModel).toHaveAttribute('value', state.context.draft.model);
            const checkedAssistant = group('Assistant').getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
            expect(checkedAssistant).toHaveAttribute('value', state.context.draft.assistantId ?? '');
          },
        } as never,
        events: {
          OPEN: async () => user.click(screen.getByRole('button', { name: 'Options' })),
          'MODEL.SELECT': async ({ event }: { event: Extract<ChatOptionsEvent, { type: 'MODEL.SELECT' }> }) => {
            const radio = group('Model').getByRole('radio', { name: names[event.model] });
            if (event.granted) await user.click(radio);
            else expect(radio).toBeDisabled(); // a locked model cannot be chosen at all
          },
          'ASSISTANT.SELECT': async ({ event }: { event: Extract<ChatOptionsEvent, { type: 'ASSISTANT.SELECT' }> }) => {
            const radio = group('Assistant').getByRole('radio', { name: names[event.assistantId ?? ''] });
            if (event.granted) await user.click(radio);
            else expect(radio).toBeDisabled();
          },
          SAVE: async () => user.click(within(dialog()).getByRole('button', { name: 'Save' })),
          CANCEL: async () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
        } as never,
      });
    });
  }
});
