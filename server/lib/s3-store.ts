// Stored files in an S3-compatible bucket (AWS, MinIO, R2; s3rver in tests), behind the same
// interface as the data folder (file-store.ts). The SDK is imported on first use, so a server
// without S3_BUCKET never loads it. Keys are prefixed (media files: `media/`), so one bucket can
// hold other things too.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { isSafeKey, type FileStore } from './file-store';

type Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

export function s3Store(settings: S3Settings, prefix: string): FileStore & { close(): void } {
  let connected: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => {
      const credentials = settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined;
      // Checksums only where S3 requires them: many S3-compatible stores don't take the SDK's newer default ones.
      const client = new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    }));
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a file key: ${key}`);
    return prefix + key;
  };
  const get = async (key: string, range?: string) => {
    const { sdk, client } = await connect();
    try {
      return (await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key), Range: range }))).Body ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    inRow: false,
    async put(key, data) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentLength: data.length }));
    },
    async read(key) {
      const body = await get(key);
      return body ? Buffer.from(await body.transformToByteArray()) : null;
    },
    async stream(key, range) {
      // In Node the body is the response's own stream: the bytes pass through as they arrive.
      return (await get(key, range ? `bytes=${range.start}-${range.end}` : undefined)) as Readable | null;
    },
    async remove(keys) {
      if (!keys.length) return;
      const { sdk, client } = await connect();
      await Promise.all(keys.map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }))));
    },
    async sweep(isKnown, options = {}) {
      const { sdk, client } = await connect();
      const before = Date.now() - (options.olderThanMs ?? 0);
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? [])
          .filter((object) => object.Key && (object.LastModified?.getTime() ?? Infinity) <= before)
          .map((object) => object.Key!.slice(prefix.length))
          .filter(isSafeKey);
        const known = keys.length ? await isKnown(keys) : new Set<string>();
        const orphans = keys.filter((key) => !known.has(key));
        await this.remove(orphans);
        removed += orphans.length;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },
    close() {
      void connected?.then(({ client }) => client.destroy());
    },
  };
}
