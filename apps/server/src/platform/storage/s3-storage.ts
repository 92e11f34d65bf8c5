// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage...), for several processes or
// machines sharing one store. Same contract as local disk: checked names, ranges, no partial files.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { assertStoredName, STORED_NAME } from './local-disk';
import type { Storage } from './storage';

/** Multipart parts of 8 MB, two in flight: a large upload holds ~16 MB, not the whole file. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function s3Client(config: S3Config): S3Client {
  // The SDK warns on Node 20 that its releases after January 2027 need Node 22; the version is
  // pinned to one that supports Node 20 (docs/decisions.md), so the warning says nothing to do.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: with the default, streamed uploads to some
    // compatible servers are stored with the checksum framing inside the object, silently.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(config: S3Config, client: S3Client = s3Client(config)): Storage {
  const Bucket = config.bucket;
  const keyOf = (name: string) => {
    assertStoredName(name);
    return name;
  };

  return {
    async put(name, content) {
      const Key = keyOf(name);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: content },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted, so no partial object is left behind.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // A single-part upload that failed midway may still have landed: remove it.
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw error;
      }
      const stored = await this.stat(name);
      if (!stored) throw new Error(`The stored file ${name} is missing after its upload.`);
      return stored;
    },

    async stat(name) {
      // As on local disk: a name that is not ours is a file we do not hold.
      if (!STORED_NAME.test(name)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    read(name, range) {
      const Key = keyOf(name);
      // The interface hands back a stream at once; the object's body is piped in when it arrives.
      const out = new PassThrough();
      client
        .send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .then((object) => {
          const body = object.Body;
          if (!(body instanceof Readable)) throw new Error(`No body for ${name}.`);
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },

    async delete(name) {
      // S3 answers 204 for a missing key too, as local disk's forced rm does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}
