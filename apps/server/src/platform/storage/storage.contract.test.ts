// One behaviour for both storages: what local disk does, the S3-compatible bucket does too
// (tested against s3rver on loopback).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/support/s3';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

let s3: TestS3;
let diskRoot: string;
const storages: Record<string, () => Storage> = {
  'local disk': () => localDiskStorage(diskRoot),
  's3-compatible bucket': () => s3Storage(s3.config),
};

beforeAll(async () => {
  s3 = await startS3();
  diskRoot = await mkdtemp(join(tmpdir(), 'trestle-disk-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

/** A stream of `count` chunks, each `chunk` repeated; not a Buffer, so its length is unknown. */
function chunks(chunk: string, count: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield Buffer.from(chunk);
    })(),
  );
}

describe.each(Object.keys(storages))('%s', (kind) => {
  const storage = () => storages[kind]!();

  it('stores a buffer and reads it back whole, with its size', async () => {
    const store = storage();
    await expect(store.put('buffer1.txt', Buffer.from('hello trestle'))).resolves.toEqual({
      size: 13,
    });
    expect(await store.stat('buffer1.txt')).toEqual({ size: 13 });
    expect(await text(store.read('buffer1.txt'))).toBe('hello trestle');
  });

  it('stores a stream of unknown length larger than one multipart part, byte for byte', async () => {
    const store = storage();
    const line = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\n'; // 37 bytes
    const count = 300_000; // ~11 MB: two parts of the S3 upload
    await expect(store.put('large1.txt', chunks(line, count))).resolves.toEqual({
      size: line.length * count,
    });
    // The last bytes prove no framing or checksum bytes were stored inside the object.
    const size = line.length * count;
    expect(await text(store.read('large1.txt', { start: size - 37, end: size - 1 }))).toBe(line);
  });

  it('reads a byte range, ends included', async () => {
    const store = storage();
    await store.put('range1.txt', Buffer.from('0123456789'));
    expect(await text(store.read('range1.txt', { start: 2, end: 5 }))).toBe('2345');
  });

  it('answers null for a file it does not hold, and deleting it twice is no error', async () => {
    const store = storage();
    expect(await store.stat('missing1.txt')).toBeNull();
    await store.put('gone1.txt', Buffer.from('x'));
    await store.delete('gone1.txt');
    await store.delete('gone1.txt');
    expect(await store.stat('gone1.txt')).toBeNull();
  });

  it('fails a read of a missing file through the stream, not by throwing at the call', async () => {
    const store = storage();
    const stream = store.read('missing2.txt');
    await expect(text(stream)).rejects.toThrow();
  });

  it('leaves nothing behind when the content stream fails midway', async () => {
    const store = storage();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial content');
        throw new Error('the client went away');
      })(),
    );
    await expect(store.put('broken1.txt', failing)).rejects.toThrow(/went away/);
    expect(await store.stat('broken1.txt')).toBeNull();
  });

  it('refuses to write or read names that are not ours, and holds none of them', async () => {
    const store = storage();
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/stored file name/);
    expect(await store.stat('a/b.txt')).toBeNull();
    expect(() => store.read('..')).toThrow(/stored file name/);
  });
});
