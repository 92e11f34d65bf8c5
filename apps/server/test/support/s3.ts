// A local S3-compatible server (s3rver) on loopback with one empty bucket, for the storage tests
// and the cross-process journey. Its files live in a temporary folder removed on close.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export interface TestS3 {
  config: S3Config;
  close(): Promise<void>;
}

export async function startS3(bucket = 'trestle-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'trestle-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed development keys.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
