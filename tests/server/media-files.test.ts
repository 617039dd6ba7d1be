// Stored media files on the data folder (DATA_DIR/media): the suite every store passes
// (helpers/media-files-suite.ts), then what is the data folder's own (the sweep at start), the
// types and measures read from the bytes, and the upload limit of the media tools' forms.
import { mkdtempSync, rmSync, utimesSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaTypeOf } from '../../server/lib/file-type';
import { diskStore } from '../../server/lib/file-store';
import { measure } from '../../server/lib/media-files/measure';
import { registerErrorHandling } from '../../server/plugins/errors';
import { registerUpload, uploadOf } from '../../server/plugins/upload';
import { buildTestApp, signUpUser } from './helpers/app';
import { mediaFilesSuite } from './helpers/media-files-suite';
import { megabyte, streamUpload } from './helpers/stream-upload';
import { ffmpegFile, picture, png, tone, wav } from './helpers/media';

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-media-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// On in-memory PGlite the files would be kept in memory (server/lib/media-files/index.ts):
// without DATABASE_URL the app keeps them in the data folder, as on one machine in production.
const env: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: '' };

describe('media files in the data folder', () => {
  mediaFilesSuite(() => buildTestApp({ env }));

  it('keeps the bytes at DATA_DIR/media/<workspace>/<id>, and sweeps at start only old bytes without a row', async () => {
    const app = await buildTestApp({ env });
    try {
      const owner = await signUpUser(app);
      const workspace = owner.user.workspace.id;
      const file = await app.services.files.save(app.db, { workspaceId: workspace, userId: owner.user.id, data: wav(1), accept: 'audio' });
      expect(existsSync(join(dataDir, 'media', workspace, file.id))).toBe(true);
      const store = diskStore(join(dataDir, 'media'));
      await store.put(`${workspace}/old-orphan`, wav(1));
      await store.put(`${workspace}/new-orphan`, wav(1));
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      utimesSync(join(dataDir, 'media', workspace, 'old-orphan'), twoHoursAgo, twoHoursAgo);
      utimesSync(join(dataDir, 'media', workspace, file.id), twoHoursAgo, twoHoursAgo);
      expect(await app.services.files.sweep()).toBe(1);
      expect(existsSync(join(dataDir, 'media', workspace, 'old-orphan'))).toBe(false);
      // Younger than an hour: its row may still be committing.
      expect(existsSync(join(dataDir, 'media', workspace, 'new-orphan'))).toBe(true);
      expect(await app.services.files.read(file.id)).toEqual(wav(1));
    } finally {
      await app.close();
    }
  });
});

describe('what a media file is, from its bytes', () => {
  const cases: [string, Buffer, { mime: string; kind: string; duration?: number; width?: number; height?: number }][] = [
    ['wav', wav(1.5), { mime: 'audio/wav', kind: 'audio', duration: 1.5 }],
    ['mp3', ffmpegFile('a.mp3', [...tone(1), '-c:a', 'libmp3lame']), { mime: 'audio/mpeg', kind: 'audio', duration: 1 }],
    ['mp3 without a tag', ffmpegFile('a.mp3', [...tone(1), '-c:a', 'libmp3lame', '-write_xing', '0', '-id3v2_version', '0']), { mime: 'audio/mpeg', kind: 'audio', duration: 1 }],
    ['ogg/opus', ffmpegFile('a.ogg', [...tone(1), '-c:a', 'libopus']), { mime: 'audio/ogg', kind: 'audio', duration: 1 }],
    ['flac', ffmpegFile('a.flac', [...tone(1), '-c:a', 'flac']), { mime: 'audio/flac', kind: 'audio', duration: 1 }],
    ['m4a', ffmpegFile('a.m4a', [...tone(1), '-c:a', 'aac']), { mime: 'audio/mp4', kind: 'audio', duration: 1 }],
    ['webm with sound only', ffmpegFile('a.webm', [...tone(1), '-c:a', 'libopus']), { mime: 'audio/webm', kind: 'audio', duration: 1 }],
    ['webm video', ffmpegFile('v.webm', [...picture(1), '-c:v', 'libvpx']), { mime: 'video/webm', kind: 'video', duration: 1, width: 64, height: 48 }],
    ['mp4 video', ffmpegFile('v.mp4', [...picture(1), '-c:v', 'libx264', '-pix_fmt', 'yuv420p']), { mime: 'video/mp4', kind: 'video', duration: 1, width: 64, height: 48 }],
    ['png', png(40, 30), { mime: 'image/png', kind: 'image', width: 40, height: 30 }],
    ['jpeg', ffmpegFile('i.jpg', [...picture(0.1), '-frames:v', '1']), { mime: 'image/jpeg', kind: 'image', width: 64, height: 48 }],
    ['webp', ffmpegFile('i.webp', [...picture(0.1), '-frames:v', '1']), { mime: 'image/webp', kind: 'image', width: 64, height: 48 }],
    ['gif', ffmpegFile('i.gif', [...picture(0.1), '-frames:v', '1']), { mime: 'image/gif', kind: 'image', width: 64, height: 48 }],
  ];
  for (const [label, data, expected] of cases) {
    it(label, async () => {
      const found = mediaTypeOf(data);
      expect(found).not.toBeNull();
      const measured = await measure(data, found!);
      expect(measured.type).toEqual({ mime: expected.mime, kind: expected.kind });
      if (expected.duration !== undefined) expect(measured.duration).toBeCloseTo(expected.duration, 1);
      expect(measured.width).toBe(expected.width ?? null);
      expect(measured.height).toBe(expected.height ?? null);
    });
  }

  it('is nothing for HTML, SVG, text, a PDF or a zip', () => {
    for (const text of ['<!doctype html><p>hi', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'plain words', '%PDF-1.7', 'PK\x03\x04rest']) {
      expect(mediaTypeOf(Buffer.from(text, 'latin1'))).toBeNull();
    }
  });
});

describe('the media tools\' upload', () => {
  const limit = 1024 * 1024;
  const boundary = 'uploadboundary';
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nMy voice\r\n--${boundary}\r\ncontent-disposition: form-data; name="sample"; filename="me.wav"\r\ncontent-type: audio/wav\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

  async function uploadApp() {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(async (scope) => {
      await registerUpload(scope, { field: 'sample', maxBytes: limit, tooLarge: 'The voice sample must be at most 1 MB.' });
      scope.post('/upload', async (request) => {
        const upload = uploadOf(request.body, 'sample');
        return { size: upload?.data.length ?? null, name: upload?.name ?? null, title: (request.body as { title: string }).title };
      });
    });
    return app;
  }

  it('hands the route the file as a Buffer with the form\'s fields', async () => {
    const app = await uploadApp();
    const data = wav(1);
    const response = await app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat([head, data, tail]) });
    expect(response.json()).toEqual({ size: data.length, name: 'me.wav', title: 'My voice' });
    await app.close();
  });

  it('refuses a file over the limit in the route\'s words the moment it crosses it, without reading the rest', async () => {
    const app = await uploadApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const result = await streamUpload(port, '/upload', {}, boundary, head, 100);
      expect(result.status).toBe(413);
      expect(result.message).toBe('The voice sample must be at most 1 MB.');
      // What sits in the two sockets' buffers may be written before the answer comes back.
      expect(result.writtenMb).toBeLessThan(limit / megabyte.length + 20);
      // A declared length over the limit is refused before any of it is read.
      const declared = await app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(100 * 1024 * 1024) }, payload: head });
      expect(declared.statusCode).toBe(413);
      expect(declared.json()).toEqual({ message: 'The voice sample must be at most 1 MB.' });
    } finally {
      await app.close();
    }
  });
});

describe('measures of a damaged header', () => {
  it('leaves what it cannot read unknown instead of failing', async () => {
    const cut = wav(1).subarray(0, 30);
    expect(await measure(cut, mediaTypeOf(cut)!)).toMatchObject({ type: { mime: 'audio/wav' }, duration: null });
    const tiny = png(2, 2).subarray(0, 20);
    expect(await measure(tiny, mediaTypeOf(tiny)!)).toMatchObject({ width: null, height: null });
  });
});
