import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Client, Provider } from 'urql';
import userEvent from '@testing-library/user-event';
import { createTestModel } from 'xstate/graph';
import { exportMachine } from '../../src/machines/library/exportMachine';
import { ExportMenu } from '../../src/screens/exports/ExportMenu';
import { Toaster } from '../../src/ui/toasts';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through the Export menu, driven on the real ExportMenu view with the
// machine's own export (markdown) and a real download; only the moment the file is built is
// held by the test, so the "exporting" state can be seen.

// While `held`, the export's build waits until the test lets it finish or fail.
const build = vi.hoisted(() => ({ held: false, settle: undefined as ((outcome: 'release' | 'fail') => void) | undefined }));
// The menu reads the urql client (a long conversation's older messages are fetched before its
// export); these conversations are whole, so it is never asked.
const client = new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] });
const renderMenu = (ui: ReactElement) => render(<Provider value={client}>{ui}</Provider>);

vi.mock('../../src/lib/exports/build', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/exports/build')>();
  return {
    ...real,
    buildExport: async (...args: Parameters<typeof real.buildExport>) => {
      if (build.held) {
        const outcome = await new Promise<'release' | 'fail'>((resolve) => (build.settle = resolve));
        if (outcome === 'fail') throw new Error('Disk full');
      }
      return real.buildExport(...args);
    },
  };
});

const model = createTestModel(withoutEffects(exportMachine), {
  events: [
    { type: 'MENU.TOGGLE' },
    { type: 'MENU.CLOSE' },
    { type: 'EXPORT', format: 'markdown', conversation: { title: 'x', messages: [] } },
    { type: 'xstate.done.actor.exportConversation', output: { filename: 'x.md' } },
    { type: 'xstate.error.actor.exportConversation', error: new Error('Disk full') },
  ] as never,
  serializeState: serializeBy(() => null),
} as never);

const messages = [
  { role: 'user', content: 'Which **museums** open on Monday?', model: null, quote: null },
  { role: 'assistant', content: '1. Gulbenkian\n2. MAAT', model: 'local', quote: null },
];

let downloads: Array<{ name: string; blob: Blob }>;
beforeEach(() => {
  downloads = [];
  let lastBlob: Blob;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:export';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  build.held = false;
  build.settle = undefined;
});

const trigger = () => screen.getByRole('button', { name: /^Export/ });

describe('exportMachine on the real Export menu', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const user = userEvent.setup();
      build.held = true;
      let outcome: 'none' | 'done' | 'failed' = 'none';
      renderMenu(
        <>
          <ExportMenu conversation={{ title: 'Lisbon: museums?' }} messages={messages} />
          <Toaster />
        </>,
      );
      await path.test({
        states: {
          closed: async () => {
            await waitFor(() => expect(trigger()).toBeEnabled());
            expect(screen.queryByRole('menu')).toBeNull();
            expect(trigger()).toHaveTextContent(/^Export$/);
            expect(trigger()).toHaveAttribute('aria-expanded', 'false');
            if (outcome === 'done') {
              expect(await screen.findByText('Downloaded Lisbon museums.md')).toBeInTheDocument();
              expect(downloads.map((d) => d.name)).toEqual(['Lisbon museums.md']);
              const text = await downloads[0].blob.text();
              expect(text).toContain('# Lisbon: museums?');
              expect(text.indexOf('Which **museums**')).toBeLessThan(text.indexOf('1. Gulbenkian'));
            } else if (outcome === 'failed') {
              expect(await screen.findByText('The export could not be made. Disk full')).toBeInTheDocument();
              expect(downloads).toEqual([]);
            }
          },
          open: async () => {
            const menu = await screen.findByRole('menu', { name: 'Export as' });
            expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['PDF', 'Markdown', 'HTML', 'Word', 'Text']);
            expect(trigger()).toHaveAttribute('aria-expanded', 'true');
          },
          exporting: async () => {
            await waitFor(() => expect(trigger()).toHaveTextContent('Exporting…'));
            expect(trigger()).toBeDisabled();
            expect(screen.queryByRole('menu')).toBeNull();
          },
        } as never,
        events: {
          'MENU.TOGGLE': async () => user.click(trigger()),
          'MENU.CLOSE': async () => user.keyboard('{Escape}'),
          EXPORT: async () => user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Markdown' })),
          'xstate.done.actor.exportConversation': async () => {
            outcome = 'done';
            build.settle!('release');
          },
          'xstate.error.actor.exportConversation': async () => {
            outcome = 'failed';
            build.settle!('fail');
          },
        } as never,
      });
    });
  }

  it('closes when the user clicks elsewhere', async () => {
    const user = userEvent.setup();
    renderMenu(
      <>
        <p>Elsewhere</p>
        <ExportMenu conversation={{ title: 'T' }} messages={messages} />
      </>,
    );
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('works from the keyboard: focus on the first format, arrows move, Escape returns to the button', async () => {
    const user = userEvent.setup();
    renderMenu(<ExportMenu conversation={{ title: 'T' }} messages={messages} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('is disabled while the conversation has no messages', () => {
    renderMenu(<ExportMenu conversation={{ title: 'T' }} messages={[]} />);
    expect(trigger()).toBeDisabled();
  });
});
