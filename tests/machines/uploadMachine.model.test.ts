import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { maxMediaUploadBytes, mediaUploadTooLarge, mediaUploadUnsupported } from '../../contract/media-upload';
import { fileMissing, selectUpload, uploadMachine, type Upload, type Uploaded, type UploadFields } from '../../src/machines/media/uploadMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the media tools' upload flow, on the machine itself (the upload's
// answer is an event): a good file, one too large, one not audio or video, Submit with and without
// a file, the server's answer and refusal, Try again, clear. Then the flow run for real with a
// stand-in upload: a refused file is never sent; a good one is sent once with the fields, and told.
// The tools' screen tests drive the same flow through the real gateway against the real server.

const wav = new File([new Uint8Array(64)], 'speech.wav', { type: 'audio/wav' });
// A File reports the size of its parts; a 26 MB one stands in without 26 MB of bytes.
const huge = Object.defineProperty(new File([new Uint8Array(8)], 'long.wav', { type: 'audio/wav' }), 'size', { value: maxMediaUploadBytes + 1 });
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const refused = Object.assign(new Error('Not enough credits.'), { status: 402 });

type Snapshot = SnapshotFrom<typeof uploadMachine>;

describe('uploadMachine', () => {
  const paths = walkShortestPaths(
    uploadMachine,
    {
      input: { upload: async () => ({ id: 'x' }) },
      events: [
        { type: 'CHOOSE', file: wav },
        { type: 'CHOOSE', file: huge },
        { type: 'CHOOSE', file: text },
        { type: 'SUBMIT', fields: { model: 'rnnoise' } },
        { type: 'RETRY' },
        { type: 'CLEAR' },
        { type: 'xstate.done.actor.upload', output: { id: 'v1' } },
        { type: 'xstate.error.actor.upload', error: refused },
      ],
      facts: (s) => [s.context.file?.name ?? null, s.context.refusal],
    },
    {
      '*': (state: Snapshot) => {
        const view = selectUpload(state);
        // A refusal in the browser is one of the SPEC's words, and only ever for a file not sent.
        if (view.refusal) {
          expect([mediaUploadTooLarge, mediaUploadUnsupported, fileMissing]).toContain(view.refusal);
          expect(state.matches('idle') || state.matches('done')).toBe(true);
        }
        if (state.matches('ready') || state.matches('uploading')) expect(view.file).toBe(wav);
        if (view.uploading) expect(state.can({ type: 'SUBMIT', fields: {} })).toBe(false);
        if (state.matches('failed')) {
          expect(view.error).toBe('Not enough credits.');
          expect(view.outOfCredits).toBe(true);
          expect(view.file).toBe(wav);
        }
        if (state.matches('done')) expect(view.file).toBeNull();
      },
    } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(8));

  it('sends a good file once with the fields and tells what it made; a refused file is never sent', async () => {
    const sent: Array<[string, UploadFields]> = [];
    const upload: Upload = async (_client, file, fields) => {
      sent.push([file.name, fields]);
      return { id: 'v1' };
    };
    const actor = createActor(uploadMachine, { input: { upload, client: {} as never } }).start();
    const told: Uploaded[] = [];
    actor.on('uploaded', (event) => told.push(event.item));
    actor.send({ type: 'CHOOSE', file: huge });
    actor.send({ type: 'SUBMIT', fields: { model: 'rnnoise' } });
    expect(selectUpload(actor.getSnapshot()).refusal).toBe(mediaUploadTooLarge);
    actor.send({ type: 'CHOOSE', file: text });
    expect(selectUpload(actor.getSnapshot()).refusal).toBe(mediaUploadUnsupported);
    expect(sent).toEqual([]);
    actor.send({ type: 'CHOOSE', file: wav });
    actor.send({ type: 'SUBMIT', fields: { model: 'rnnoise' } });
    await waitFor(actor, (s) => s.matches('done'), { timeout: 20_000 });
    expect(sent).toEqual([['speech.wav', { model: 'rnnoise' }]]);
    expect(told).toEqual([{ id: 'v1' }]);
    actor.stop();
  });

  it('keeps the file after a refusal and sends it again on Try again', async () => {
    let calls = 0;
    const upload: Upload = async () => {
      calls += 1;
      if (calls === 1) throw refused;
      return { id: 'v2' };
    };
    const actor = createActor(uploadMachine, { input: { upload, client: {} as never } }).start();
    actor.send({ type: 'CHOOSE', file: wav });
    actor.send({ type: 'SUBMIT', fields: {} });
    await waitFor(actor, (s) => s.matches('failed'), { timeout: 20_000 });
    expect(selectUpload(actor.getSnapshot())).toMatchObject({ error: 'Not enough credits.', outOfCredits: true, canRetry: true, file: wav });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'), { timeout: 20_000 });
    expect(calls).toBe(2);
    actor.stop();
  });
});
