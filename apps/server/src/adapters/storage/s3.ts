import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UPLOADS_PREFIX, type FileStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for AWS itself. */
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, which most S3-compatible services need. */
  forcePathStyle: boolean;
}

/**
 * Uploaded files in an S3 bucket, so that every server process and machine sees the same files. Keys are the
 * same as on disk and the URLs stay `/uploads/<key>`: the app reads the object and serves it under its own
 * headers, so the bucket itself can stay private and the page's CSP needs no other origin.
 */
export function s3FileStorage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      return `${UPLOADS_PREFIX}${key}`;
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: url.slice(UPLOADS_PREFIX.length) }));
    },
  };
}
