// Stored media files in an S3-compatible bucket (S3_BUCKET …): the suite every store passes
// (helpers/media-files-suite.ts) against s3rver, a local S3, started here on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '../../server/lib/s3-store';
import { buildTestApp, signUpUser } from './helpers/app';
import { mediaFilesSuite } from './helpers/media-files-suite';
import { wav } from './helpers/media';

const directory = mkdtempSync(join(tmpdir(), 'atelier-s3rver-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'atelier-media' }] });
let env: Record<string, string>;

beforeAll(async () => {
  const { port } = await s3.run();
  env = {
    S3_BUCKET: 'atelier-media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
});
afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('media files in an S3 bucket', () => {
  mediaFilesSuite(() => buildTestApp({ env }));

  it('keeps the bytes in the bucket under media/<workspace>/<id>', async () => {
    const app = await buildTestApp({ env });
    try {
      const owner = await signUpUser(app);
      const file = await app.services.files.save(app.db, { workspaceId: owner.user.workspace.id, userId: owner.user.id, data: wav(1), accept: 'audio' });
      const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client({ region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      const object = await client.send(new GetObjectCommand({ Bucket: 'atelier-media', Key: `media/${owner.user.workspace.id}/${file.id}` }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(wav(1));
      client.destroy();
    } finally {
      await app.close();
    }
  });

  it('sweeps bytes with no row out of the bucket', async () => {
    const store = s3Store({ bucket: 'atelier-media', endpoint: env.S3_ENDPOINT, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }, 'sweep-test/');
    await store.put('ws/kept', wav(1));
    await store.put('ws/orphan', wav(1));
    expect(await store.sweep(async (keys) => new Set(keys.filter((key) => key === 'ws/kept')))).toBe(1);
    expect(await store.read('ws/orphan')).toBeNull();
    expect(await store.read('ws/kept')).toEqual(wav(1));
    // Within the grace period nothing is an orphan yet.
    expect(await store.sweep(async () => new Set(), { olderThanMs: 3600_000 })).toBe(0);
    store.close();
  });
});
