import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { exportMachine, type ExportDone, type ExportRequest } from '../../src/machines/library/exportMachine';
import type { ExportConversation } from '../../src/lib/exports/blocks';

const conversation: ExportConversation = {
  title: 'Trip: Lisbon/Porto',
  messages: [
    { role: 'user', content: 'Plan a **trip**' },
    { role: 'assistant', content: 'Day 1: Alfama' },
  ],
};

const fakeExport = fromPromise<ExportDone, ExportRequest>(async ({ input }) => ({ filename: `${input.format}.file` }));

/** The machine with its export swapped, or with its own (built in the browser, downloaded) for null. */
function start(exportConversation: typeof fakeExport | null = fakeExport) {
  const machine = exportConversation ? exportMachine.provide({ actors: { exportConversation } }) : exportMachine;
  const actor = createActor(machine, { input: {} }).start();
  const emitted: Array<{ type: string; filename?: string; message?: string }> = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, emitted };
}

afterEach(() => vi.restoreAllMocks());

describe('exportMachine', () => {
  it('opens and closes the menu', () => {
    const { actor } = start();
    try {
      expect(actor.getSnapshot().hasTag('open')).toBe(false);
      actor.send({ type: 'MENU.TOGGLE' });
      expect(actor.getSnapshot().hasTag('open')).toBe(true);
      actor.send({ type: 'MENU.TOGGLE' });
      expect(actor.getSnapshot().value).toBe('closed');
      actor.send({ type: 'MENU.TOGGLE' });
      actor.send({ type: 'MENU.CLOSE' });
      expect(actor.getSnapshot().value).toBe('closed');
    } finally {
      actor.stop();
    }
  });

  it('ignores EXPORT while the menu is closed', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'EXPORT', format: 'pdf', conversation });
      expect(actor.getSnapshot().value).toBe('closed');
    } finally {
      actor.stop();
    }
  });

  it('exports the chosen format and conversation, busy meanwhile, then tells the file name', async () => {
    const requests: ExportRequest[] = [];
    let finish!: () => void;
    const { actor, emitted } = start(
      fromPromise(async ({ input }) => {
        requests.push(input);
        await new Promise<void>((resolve) => (finish = resolve));
        return { filename: 'Trip.docx' };
      }),
    );
    try {
      actor.send({ type: 'MENU.TOGGLE' });
      actor.send({ type: 'EXPORT', format: 'docx', conversation });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // A second choice while one runs is not a second export.
      actor.send({ type: 'EXPORT', format: 'pdf', conversation });
      await vi.waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]).toEqual({ format: 'docx', conversation });
      finish();
      await waitFor(actor, (s) => s.matches('closed'));
      expect(emitted).toEqual([{ type: 'exported', filename: 'Trip.docx' }]);
    } finally {
      actor.stop();
    }
  });

  it('closes and tells what failed when the export cannot be made', async () => {
    const { actor, emitted } = start(
      fromPromise<ExportDone, ExportRequest>(async () => {
        throw new Error('Could not load the PDF font (404).');
      }),
    );
    try {
      actor.send({ type: 'MENU.TOGGLE' });
      actor.send({ type: 'EXPORT', format: 'pdf', conversation });
      await waitFor(actor, (s) => s.matches('closed'));
      expect(emitted).toEqual([{ type: 'failed', message: 'The export could not be made. Could not load the PDF font (404).' }]);
    } finally {
      actor.stop();
    }
  });

  it('with the real effect, builds the file and downloads it under the sanitised title', async () => {
    const clicks: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export-1';
    });
    const { actor, emitted } = start(null);
    try {
      actor.send({ type: 'MENU.TOGGLE' });
      actor.send({ type: 'EXPORT', format: 'markdown', conversation });
      await waitFor(actor, (s) => s.matches('closed'));
      expect(emitted).toEqual([{ type: 'exported', filename: 'Trip Lisbon Porto.md' }]);
      expect(clicks).toEqual([{ download: 'Trip Lisbon Porto.md', href: 'blob:export-1' }]);
      expect(blobs[0].type).toBe('text/markdown;charset=utf-8');
      expect(await blobs[0].text()).toContain('# Trip: Lisbon/Porto\n\n---\n\n## You\n\nPlan a **trip**');
      // The link used for the download does not stay in the page.
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      actor.stop();
    }
  });
});
