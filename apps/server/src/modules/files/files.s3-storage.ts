import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { companyOfKey, type FileStorage } from './files.storage.js';

/** A readiness probe that hangs is as bad as one that fails: a load balancer waits on it. */
const READY_TIMEOUT_MS = 3000;

/** Where a bucket is, for log lines: never the credentials. */
export function bucketLocation(s3: S3Config): string {
  return `s3://${s3.bucket}${s3.endpoint ? ` at ${new URL(s3.endpoint).origin}` : ` in ${s3.region}`}`;
}

/**
 * File contents in an S3-compatible bucket, one object per storage key. Not part of the database's
 * transaction: `storeWith` removes an object whose transaction failed.
 */
export function s3Storage(s3: S3Config): FileStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Checksums only where the operation demands them: S3-compatible servers other than Amazon's often
    // refuse the SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Keys are checked as the database store checks them, so a malformed one never names an object.
  const object = (key: string) => {
    companyOfKey(key);
    return { Bucket: s3.bucket, Key: key };
  };
  return {
    transactional: false,
    async write(_tx, key, content) {
      await client.send(
        new PutObjectCommand({ ...object(key), Body: content, ContentLength: content.length }),
      );
    },
    async read(_db, key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(_tx, key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async isReady() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: s3.bucket }), {
          abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.destroy(),
  };
}
