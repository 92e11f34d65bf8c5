import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createUploadMachine,
  isVideoFile,
  MAX_CONCURRENT_UPLOADS,
  uploadedResults,
  uploadsBusy,
  uploadsFailed,
  type UploadableFile,
  type UploadResult,
} from './upload-machine';

interface Transfer {
  file: UploadableFile;
  progress: (fraction: number) => void;
  signal: AbortSignal;
  resolve: (result: UploadResult) => void;
  reject: (error: unknown) => void;
}

/** An upload function whose transfers the test finishes by hand. */
function scriptedUploads() {
  const transfers: Transfer[] = [];
  const upload = (
    file: UploadableFile,
    progress: (fraction: number) => void,
    signal: AbortSignal,
  ) =>
    new Promise<UploadResult>((resolve, reject) => {
      transfers.push({ file, progress, signal, resolve, reject });
    });
  return { transfers, upload };
}

const file = (name: string): UploadableFile => ({ name, size: 100, type: 'image/png' });
const video = (name: string): UploadableFile => ({ name, size: 5000, type: 'video/mp4' });
const stored = (name: string): UploadResult => ({
  filename: `${name}.png`,
  url: `/api/files/${name}.png`,
  mimeType: 'image/png',
  width: 640,
  height: 480,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startQueue() {
  const scripted = scriptedUploads();
  const actor = createActor(createUploadMachine(scripted.upload)).start();
  const items = () => actor.getSnapshot().context.items;
  const statuses = () => items().map((item) => `${item.file.name}:${item.status}`);
  return { ...scripted, actor, items, statuses };
}

describe('the upload queue', () => {
  it('uploads at most two files at once; the third waits for a free slot', async () => {
    const { actor, transfers, statuses } = startQueue();
    expect(MAX_CONCURRENT_UPLOADS).toBe(2);
    actor.send({ type: 'ADD', files: [file('a'), file('b'), file('c')] });
    expect(statuses()).toEqual(['a:uploading', 'b:uploading', 'c:queued']);
    expect(transfers.map((t) => t.file.name)).toEqual(['a', 'b']);

    transfers[0]!.resolve(stored('a'));
    await flush();
    expect(statuses()).toEqual(['a:done', 'b:uploading', 'c:uploading']);
    expect(transfers.map((t) => t.file.name)).toEqual(['a', 'b', 'c']);

    transfers[1]!.resolve(stored('b'));
    transfers[2]!.resolve(stored('c'));
    await flush();
    expect(statuses()).toEqual(['a:done', 'b:done', 'c:done']);
  });

  it('reports each file’s progress as a fraction from 0 to 1', async () => {
    const { actor, transfers, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a'), file('b')] });
    transfers[0]!.progress(0.25);
    transfers[1]!.progress(0.5);
    expect(items().map((item) => item.progress)).toEqual([0.25, 0.5]);
    // Out-of-range values from a transfer are clamped.
    transfers[0]!.progress(7);
    transfers[1]!.progress(-1);
    expect(items().map((item) => item.progress)).toEqual([1, 0]);
    transfers[0]!.resolve(stored('a'));
    await flush();
    expect(items()[0]).toMatchObject({ status: 'done', progress: 1, result: stored('a') });
  });

  it('keeps each file’s result: the server’s name and address, and an image’s size', async () => {
    const { actor, transfers, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a'), file('b')] });
    transfers[1]!.resolve(stored('b'));
    transfers[0]!.resolve(stored('a'));
    await flush();
    // In the order the files were added, whichever finished first.
    expect(uploadedResults(items())).toEqual([stored('a'), stored('b')]);
    expect(uploadsBusy(items())).toBe(false);
  });

  it('cancels a running upload: aborts it, removes it and starts the next file', async () => {
    const { actor, transfers, statuses, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a'), file('b'), file('c')] });
    const first = items()[0]!;
    actor.send({ type: 'REMOVE', id: first.id });
    expect(transfers[0]!.signal.aborted).toBe(true);
    expect(statuses()).toEqual(['b:uploading', 'c:uploading']);
    // A late answer from the cancelled transfer changes nothing.
    transfers[0]!.resolve(stored('a'));
    await flush();
    expect(statuses()).toEqual(['b:uploading', 'c:uploading']);
  });

  it('removes a waiting or finished file without touching the others', async () => {
    const { actor, transfers, statuses, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a'), file('b'), file('c')] });
    actor.send({ type: 'REMOVE', id: items()[2]!.id });
    expect(statuses()).toEqual(['a:uploading', 'b:uploading']);
    transfers[0]!.resolve(stored('a'));
    await flush();
    actor.send({ type: 'REMOVE', id: items()[0]!.id });
    expect(statuses()).toEqual(['b:uploading']);
    expect(transfers[1]!.signal.aborted).toBe(false);
  });

  it('marks a failed upload with the reason, frees its slot, and retries it on request', async () => {
    const { actor, transfers, statuses, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a'), file('b'), file('c')] });
    transfers[0]!.reject({ status: 413, body: { message: 'The file is too large.' } });
    await flush();
    expect(statuses()).toEqual(['a:failed', 'b:uploading', 'c:uploading']);
    expect(items()[0]!.error).toBe('The file is too large.');
    expect(uploadsFailed(items())).toBe(true);

    actor.send({ type: 'RETRY', id: items()[0]!.id });
    // Both slots are taken: the retried file waits.
    expect(statuses()).toEqual(['a:queued', 'b:uploading', 'c:uploading']);
    expect(items()[0]!.error).toBeNull();
    transfers[1]!.resolve(stored('b'));
    await flush();
    expect(statuses()).toEqual(['a:uploading', 'b:done', 'c:uploading']);
    expect(transfers).toHaveLength(4);
    transfers[3]!.resolve(stored('a'));
    await flush();
    expect(items()[0]).toMatchObject({ status: 'done', result: stored('a') });
    expect(uploadsFailed(items())).toBe(false);
  });

  it('gives a readable message for an error without one', async () => {
    const { actor, transfers, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a')] });
    transfers[0]!.reject(new Error('Network Error!'));
    await flush();
    expect(items()[0]!.error).toBe('Network Error!');
  });

  it('retries only failed files', () => {
    const { actor, transfers, items, statuses } = startQueue();
    actor.send({ type: 'ADD', files: [file('a')] });
    actor.send({ type: 'RETRY', id: items()[0]!.id });
    expect(statuses()).toEqual(['a:uploading']);
    expect(transfers).toHaveLength(1);
  });

  it('is busy while files wait or travel', async () => {
    const { actor, transfers, items } = startQueue();
    expect(uploadsBusy(items())).toBe(false);
    actor.send({ type: 'ADD', files: [file('a')] });
    expect(uploadsBusy(items())).toBe(true);
    transfers[0]!.resolve(stored('a'));
    await flush();
    expect(uploadsBusy(items())).toBe(false);
  });

  it('clears the list and aborts every running upload', () => {
    const { actor, transfers, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a'), file('b'), file('c')] });
    actor.send({ type: 'CLEAR' });
    expect(items()).toEqual([]);
    expect(transfers.map((t) => t.signal.aborted)).toEqual([true, true]);
  });

  it('aborts running uploads when the queue stops', () => {
    const { actor, transfers } = startQueue();
    actor.send({ type: 'ADD', files: [file('a')] });
    actor.stop();
    expect(transfers[0]!.signal.aborted).toBe(true);
  });

  it('numbers files so added batches never share an id', () => {
    const { actor, items } = startQueue();
    actor.send({ type: 'ADD', files: [file('a')] });
    actor.send({ type: 'ADD', files: [file('b'), file('c')] });
    expect(new Set(items().map((item) => item.id)).size).toBe(3);
  });
});

describe('the video upload limit flag in the queue', () => {
  const flag = (actor: ReturnType<typeof startQueue>['actor']) =>
    actor.getSnapshot().context.videos.limitReached;

  it('is not set by two videos, nor by pictures beside them', () => {
    const { actor } = startQueue();
    actor.send({ type: 'ADD', files: [video('a.mp4'), video('b.mov')] });
    actor.send({ type: 'ADD', files: [file('c'), file('d')] });
    expect(flag(actor)).toBe(false);
  });

  it('is set when a third video is added while two are in progress, which waits', () => {
    const { actor, statuses } = startQueue();
    actor.send({ type: 'ADD', files: [video('a'), video('b')] });
    actor.send({ type: 'ADD', files: [video('c')] });
    expect(flag(actor)).toBe(true);
    expect(statuses()).toEqual(['a:uploading', 'b:uploading', 'c:queued']);
  });

  it('is cleared when a cancelled video leaves fewer in progress', () => {
    const { actor, items } = startQueue();
    actor.send({ type: 'ADD', files: [video('a'), video('b'), video('c')] });
    actor.send({ type: 'REMOVE', id: items()[2]!.id });
    expect(flag(actor)).toBe(false);
  });

  it('is cleared when a video finishes or fails, and set again by a retry at the third', async () => {
    const { actor, transfers, items } = startQueue();
    actor.send({ type: 'ADD', files: [video('a'), video('b'), video('c')] });
    transfers[0]!.reject({ status: 415, body: { message: 'Unreadable.' } });
    await flush();
    expect(flag(actor)).toBe(false);
    // b and c are in progress: retrying a makes it the third again.
    actor.send({ type: 'RETRY', id: items()[0]!.id });
    expect(flag(actor)).toBe(true);
    transfers[1]!.resolve(stored('b'));
    await flush();
    expect(flag(actor)).toBe(false);
  });

  it('counts no removal of a finished video, and is cleared by emptying the queue', async () => {
    const { actor, transfers, items } = startQueue();
    actor.send({ type: 'ADD', files: [video('a')] });
    transfers[0]!.resolve(stored('a'));
    await flush();
    actor.send({ type: 'ADD', files: [video('b'), video('c'), video('d')] });
    expect(flag(actor)).toBe(true);
    // a was done already: taking it off the list is not a removal of an upload in progress.
    actor.send({ type: 'REMOVE', id: items()[0]!.id });
    expect(flag(actor)).toBe(true);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.videos).toEqual({ uploading: [], limitReached: false });
  });

  it('knows a video by its type, or by its name when the type is missing', () => {
    expect(isVideoFile({ name: 'clip.bin', size: 1, type: 'video/quicktime' })).toBe(true);
    expect(isVideoFile({ name: 'IMG_0001.MOV', size: 1, type: '' })).toBe(true);
    expect(isVideoFile({ name: 'photo.jpg', size: 1, type: 'image/jpeg' })).toBe(false);
    expect(isVideoFile({ name: 'notes.mov.txt', size: 1, type: '' })).toBe(false);
  });
});
