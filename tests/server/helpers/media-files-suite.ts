// What stored media files must do on any store (the data folder, S3): run by
// media-files.test.ts and media-files-s3.test.ts against a real app on each.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mediaStoreFor } from '../../../server/lib/media-files/index';
import { signedUrl } from '../../../server/lib/media-files/signed-link';
import type { MediaFileRow } from '../../../server/lib/media-files/types';
import { userFilePolicy } from '../../../server/library/attachment-download';
import { bearer, signUpGuest, signUpUser, type Session } from './app';
import { png, wav } from './media';

export function mediaFilesSuite(build: () => Promise<FastifyInstance>) {
  let app: FastifyInstance;
  let owner: Session;
  const sample = wav(2);
  // The store as the app keeps it, to look at the bytes behind the rows.
  const bytesAt = (file: MediaFileRow) => mediaStoreFor(app.config).read(`${file.workspace_id}/${file.id}`);
  const save = (data: Buffer, name?: string, session = owner) =>
    app.services.files.save(app.db, { workspaceId: session.user.workspace.id, userId: session.user.id, data, accept: 'audio-or-video', name });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await build();
    owner = await signUpUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps a wav, measures it and serves it whole to its workspace, as audio with nosniff and the sandbox', async () => {
    const file = await save(sample, 'voice.wav');
    expect(file).toMatchObject({ content_type: 'audio/wav', size: sample.length, duration: 2, width: null, height: null });
    const view = app.services.files.view(file);
    expect(view).toEqual({ id: file.id, url: expect.stringMatching(new RegExp(`^/api/files/${file.id}\\?exp=\\d+&sig=`)), content_type: 'audio/wav', size: sample.length, duration: 2, width: null, height: null });
    expect(await bytesAt(file)).toEqual(sample);
    expect(await app.services.files.read(file.id)).toEqual(sample);

    const response = await get(`/api/files/${file.id}`, bearer(owner));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(sample);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': String(sample.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': userFilePolicy,
      'content-disposition': "inline; filename*=UTF-8''voice.wav",
      'cache-control': 'private, max-age=3600',
    });
  });

  it('answers byte ranges: the first bytes, a middle slice, a suffix, and 416 past the end', async () => {
    const file = await save(sample);
    const url = `/api/files/${file.id}`;
    const ranged = async (range: string) => get(url, { ...bearer(owner), range });
    const first = await ranged('bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({ 'content-range': `bytes 0-99/${sample.length}`, 'content-length': '100', 'content-type': 'audio/wav' });
    expect(first.rawPayload).toEqual(sample.subarray(0, 100));
    const middle = await ranged('bytes=1000-1999');
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${sample.length}`);
    expect(middle.rawPayload).toEqual(sample.subarray(1000, 2000));
    const open = await ranged(`bytes=${sample.length - 10}-`);
    expect(open.rawPayload).toEqual(sample.subarray(-10));
    const suffix = await ranged('bytes=-100');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${sample.length - 100}-${sample.length - 1}/${sample.length}`);
    expect(suffix.rawPayload).toEqual(sample.subarray(-100));
    const past = await ranged(`bytes=${sample.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${sample.length}`);
    expect(past.json()).toEqual({ message: expect.any(String) });
    // Several ranges, or one we cannot read: the whole file.
    expect((await ranged('bytes=0-1,5-6')).statusCode).toBe(200);
  });

  it('takes the type from the bytes: a wav called .png is audio, an HTML page is refused and nothing kept', async () => {
    const file = await save(sample, 'holiday.png');
    const response = await get(`/api/files/${file.id}?download=1`, bearer(owner));
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''holiday.wav");
    // A name is only ever a download's: cut to safe characters, with the extension of what the bytes are.
    const named = await save(sample, 'my\u0000 "voice"/../<x>.png');
    expect((await get(`/api/files/${named.id}?download=1`, bearer(owner))).headers['content-disposition']).toBe("attachment; filename*=UTF-8''my%20_voice_.._x_.wav");
    const before = await app.db.selectFrom('media_files').select('id').execute();
    await expect(save(Buffer.from('<!doctype html><script>alert(1)</script>'), 'song.mp3')).rejects.toMatchObject({ statusCode: 400, message: 'File must be in a supported audio/video format.' });
    await expect(
      app.services.files.save(app.db, { workspaceId: owner.user.workspace.id, userId: owner.user.id, data: sample, accept: 'image' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'File must be a PNG, JPEG, WebP or GIF image.' });
    expect(await app.db.selectFrom('media_files').select('id').execute()).toEqual(before);
  });

  it('measures an image from its header', async () => {
    const image = await app.services.files.save(app.db, { workspaceId: owner.user.workspace.id, userId: owner.user.id, data: png(33, 21), accept: 'image' });
    expect(image).toMatchObject({ content_type: 'image/png', width: 33, height: 21, duration: null });
    const response = await get(`/api/files/${image.id}`, bearer(owner));
    expect(response.headers).toMatchObject({ 'content-type': 'image/png', 'content-disposition': `inline; filename*=UTF-8''file-${image.id}.png` });
  });

  it('is a 404 to another workspace, a guest and anyone without a bearer or a signature', async () => {
    const file = await save(sample);
    const other = await signUpUser(app);
    const guest = await signUpGuest(app, 'Guest');
    for (const headers of [bearer(other), bearer(guest), {}]) {
      const response = await get(`/api/files/${file.id}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'File not found.' });
    }
    // A file of theirs is theirs only.
    const theirs = await save(sample, undefined, other);
    expect((await get(`/api/files/${theirs.id}`, bearer(owner))).statusCode).toBe(404);
    expect((await get(`/api/files/${theirs.id}`, bearer(other))).statusCode).toBe(200);
  });

  it('serves the signed link without a bearer, ranges too; a tampered or expired one is a 404', async () => {
    const file = await save(sample);
    const { url } = app.services.files.view(file);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(sample);
    expect((await get(url, { range: 'bytes=-100' })).rawPayload).toEqual(sample.subarray(-100));
    const link = new URL(url, 'http://x');
    const sig = link.searchParams.get('sig')!;
    const exp = Number(link.searchParams.get('exp'));
    const tampered = [
      `/api/files/${file.id}?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `/api/files/${file.id}?exp=${exp + 3600}&sig=${sig}`,
      `/api/files/${file.id}?exp=${exp}`,
      `/api/files/${file.id}?sig=${sig}`,
    ];
    // The same signature on another file of the workspace.
    const other = await save(sample);
    tampered.push(`/api/files/${other.id}?exp=${exp}&sig=${sig}`);
    // Minted 26 hours ago: expired.
    tampered.push(signedUrl(app.config.jwtSecret, file, Date.now() - 26 * 3600_000));
    for (const bad of tampered) {
      const refused = await get(bad);
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json()).toEqual({ message: 'File not found.' });
    }
  });

  it('removes rows and bytes; in a transaction the bytes go once it commits, and stay if it rolls back', async () => {
    const [kept, removed, inTransaction] = [await save(sample), await save(sample), await save(sample)];
    await app.services.files.remove(app.db, [removed.id]);
    expect(await bytesAt(removed)).toBeNull();
    expect((await get(`/api/files/${removed.id}`, bearer(owner))).statusCode).toBe(404);
    expect(await app.services.files.read(removed.id)).toBeNull();

    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.services.files.remove(trx, [kept.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.db.transaction().execute(async (trx) => {
      await app.services.files.remove(trx, [inTransaction.id]);
    });
    await vi.waitFor(async () => expect(await bytesAt(inTransaction)).toBeNull(), { timeout: 20_000 });
    expect(await bytesAt(kept)).toEqual(sample);
    expect((await get(`/api/files/${kept.id}`, bearer(owner))).statusCode).toBe(200);
  });
}
