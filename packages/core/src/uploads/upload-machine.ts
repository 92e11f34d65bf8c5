// An upload queue: files wait their turn, at most MAX_CONCURRENT_UPLOADS travel at once (spec
// section 9: two, the third waits), each with its progress, and each can be cancelled, removed or
// retried. Videos in progress also keep the spec's video upload limit flag (section 4, core's
// state/video-uploads). The transfer itself is injected, so the machine runs anywhere.
import { assign, enqueueActions, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { MAX_CONCURRENT_VIDEO_UPLOADS } from '../constants';
import { toNormalisedError } from '../errors/normalise-error';
import { sameId } from '../state/identity';
import {
  initialVideoUploads,
  removeVideoUpload,
  startVideoUpload,
  type VideoUploads,
} from '../state/video-uploads';

/**
 * Uploads that may run at once, videos or not; more wait in the queue. The server takes two
 * uploads of one person at a time (a third is refused with 429), so this also keeps videos to two.
 */
export const MAX_CONCURRENT_UPLOADS = MAX_CONCURRENT_VIDEO_UPLOADS;

export const UPLOAD_FAILED_MESSAGE = 'The upload failed. Try again.';

/** Shown while the video upload limit flag is set (a third video came while two were going). */
export const VIDEO_UPLOAD_LIMIT_MESSAGE = `Only ${MAX_CONCURRENT_VIDEO_UPLOADS} videos upload at a time. The others wait and start when one is done.`;

const VIDEO_NAME = /\.(mp4|m4v|mov|webm|mkv|avi|3gp|ogv)$/i;

/** Whether a picked file is a video (by its type, or by its name when the browser gave none). */
export function isVideoFile(file: UploadableFile): boolean {
  return file.type ? file.type.startsWith('video/') : VIDEO_NAME.test(file.name);
}

/** What the machine needs to know about a file; a browser File fits. */
export interface UploadableFile {
  name: string;
  size: number;
  type: string;
}

/** What the server answered for a stored file (POST /files). */
export interface UploadResult {
  filename: string;
  url: string;
  mimeType: string;
  width?: number;
  height?: number;
  duration?: number;
}

/**
 * Sends one file. Calls `onProgress` with the fraction sent (0–1), stops when `signal` aborts,
 * resolves with the stored file or rejects with an error whose message a person can read.
 */
export type UploadFunction<F extends UploadableFile> = (
  file: F,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadResult>;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem<F extends UploadableFile> {
  id: string;
  file: F;
  status: UploadStatus;
  /** Fraction sent, 0–1. */
  progress: number;
  result: UploadResult | null;
  error: string | null;
  /** Attempts started; names each attempt's transfer so a retry never meets an old one. */
  attempt: number;
}

export interface UploadQueueContext<F extends UploadableFile> {
  items: UploadItem<F>[];
  /** Next item number (ids are local to one queue). */
  nextId: number;
  /** Videos waiting or travelling, and the limit flag (set at the third, spec section 4). */
  videos: VideoUploads;
}

export type UploadQueueEvent<F extends UploadableFile> =
  | { type: 'ADD'; files: readonly F[] }
  /** Stops the file's transfer if it runs and takes it out of the list. */
  | { type: 'REMOVE'; id: string }
  /** Puts a failed file back in the queue. */
  | { type: 'RETRY'; id: string }
  /** Stops every transfer and empties the list. */
  | { type: 'CLEAR' }
  | { type: 'UPLOAD.PROGRESS'; id: string; attempt: number; progress: number }
  | { type: 'UPLOAD.DONE'; id: string; attempt: number; result: UploadResult }
  | { type: 'UPLOAD.FAILED'; id: string; attempt: number; error: string };

const transferId = (item: { id: string; attempt: number }) => `upload-${item.id}-${item.attempt}`;

const clampFraction = (value: number) =>
  Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;

function errorMessageOf(error: unknown): string {
  return toNormalisedError(error).messages.join(' ') || UPLOAD_FAILED_MESSAGE;
}

/** Creates the queue machine around the function that sends one file. */
export function createUploadMachine<F extends UploadableFile>(upload: UploadFunction<F>) {
  type Event = UploadQueueEvent<F>;
  type Context = UploadQueueContext<F>;

  const transfer = fromCallback<Event, { id: string; attempt: number; file: F }>(
    ({ input, sendBack }) => {
      const controller = new AbortController();
      const { id, attempt } = input;
      upload(
        input.file,
        (fraction) => {
          if (!controller.signal.aborted) {
            sendBack({ type: 'UPLOAD.PROGRESS', id, attempt, progress: clampFraction(fraction) });
          }
        },
        controller.signal,
      ).then(
        (result) => {
          if (!controller.signal.aborted) sendBack({ type: 'UPLOAD.DONE', id, attempt, result });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            sendBack({ type: 'UPLOAD.FAILED', id, attempt, error: errorMessageOf(error) });
          }
        },
      );
      // Stopping the transfer (remove, clear, queue stopped) aborts the request.
      return () => controller.abort();
    },
  );

  /** Whether an event from a transfer still concerns the item's current attempt. */
  const current = (context: Context, event: { id: string; attempt: number }) =>
    context.items.some(
      (item) =>
        item.id === event.id && item.attempt === event.attempt && item.status === 'uploading',
    );

  /** The flag's "removal": a video that was waiting or travelling leaves (done, failed, gone). */
  const videoLeaves = (videos: VideoUploads, id: string): VideoUploads =>
    videos.uploading.some((uploading) => sameId(uploading, id))
      ? removeVideoUpload(videos, id)
      : videos;

  const updateItem = (
    context: Context,
    id: string,
    change: (item: UploadItem<F>) => UploadItem<F>,
  ): UploadItem<F>[] => context.items.map((item) => (item.id === id ? change(item) : item));

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
    },
    actors: { transfer },
    actions: {
      /** Starts queued files, oldest first, while fewer than the limit are running. */
      startNext: enqueueActions(({ context, enqueue }) => {
        let running = context.items.filter((item) => item.status === 'uploading').length;
        const starting = new Map<string, number>();
        for (const item of context.items) {
          if (running >= MAX_CONCURRENT_UPLOADS) break;
          if (item.status !== 'queued') continue;
          starting.set(item.id, item.attempt + 1);
          running += 1;
        }
        if (starting.size === 0) return;
        enqueue.assign({
          items: context.items.map((item) => {
            const attempt = starting.get(item.id);
            return attempt === undefined
              ? item
              : { ...item, status: 'uploading' as const, progress: 0, error: null, attempt };
          }),
        });
        for (const item of context.items) {
          const attempt = starting.get(item.id);
          if (attempt === undefined) continue;
          enqueue.spawnChild('transfer', {
            id: transferId({ id: item.id, attempt }),
            input: { id: item.id, attempt, file: item.file },
          });
        }
      }),
    },
  }).createMachine({
    id: 'uploadQueue',
    context: { items: [], nextId: 1, videos: initialVideoUploads },
    on: {
      ADD: {
        actions: [
          assign(({ context, event }) => {
            const added = event.files.map((file, index) => ({
              id: String(context.nextId + index),
              file,
              status: 'queued' as const,
              progress: 0,
              result: null,
              error: null,
              attempt: 0,
            }));
            return {
              items: [...context.items, ...added],
              nextId: context.nextId + event.files.length,
              videos: added
                .filter((item) => isVideoFile(item.file))
                .reduce((videos, item) => startVideoUpload(videos, item.id), context.videos),
            };
          }),
          'startNext',
        ],
      },
      REMOVE: {
        actions: [
          enqueueActions(({ context, event, enqueue }) => {
            const item = context.items.find((candidate) => candidate.id === event.id);
            if (!item) return;
            if (item.status === 'uploading') enqueue.stopChild(transferId(item));
            enqueue.assign({
              items: context.items.filter((candidate) => candidate !== item),
              videos: videoLeaves(context.videos, item.id),
            });
          }),
          'startNext',
        ],
      },
      RETRY: {
        actions: [
          assign(({ context, event }) => {
            const item = context.items.find((candidate) => candidate.id === event.id);
            if (item?.status !== 'failed') return {};
            return {
              items: updateItem(context, event.id, (failed) => ({
                ...failed,
                status: 'queued' as const,
                progress: 0,
                error: null,
              })),
              // Going again, the video counts again.
              videos: isVideoFile(item.file)
                ? startVideoUpload(context.videos, item.id)
                : context.videos,
            };
          }),
          'startNext',
        ],
      },
      CLEAR: {
        actions: enqueueActions(({ context, enqueue }) => {
          for (const item of context.items) {
            if (item.status === 'uploading') enqueue.stopChild(transferId(item));
          }
          enqueue.assign({ items: [], videos: initialVideoUploads });
        }),
      },
      'UPLOAD.PROGRESS': {
        guard: ({ context, event }) => current(context, event),
        actions: assign(({ context, event }) => ({
          items: updateItem(context, event.id, (item) => ({ ...item, progress: event.progress })),
        })),
      },
      'UPLOAD.DONE': {
        guard: ({ context, event }) => current(context, event),
        actions: [
          enqueueActions(({ context, event, enqueue }) => {
            enqueue.stopChild(transferId(event));
            enqueue.assign({
              items: updateItem(context, event.id, (item) => ({
                ...item,
                status: 'done',
                progress: 1,
                result: event.result,
              })),
              videos: videoLeaves(context.videos, event.id),
            });
          }),
          'startNext',
        ],
      },
      'UPLOAD.FAILED': {
        guard: ({ context, event }) => current(context, event),
        actions: [
          enqueueActions(({ context, event, enqueue }) => {
            enqueue.stopChild(transferId(event));
            enqueue.assign({
              items: updateItem(context, event.id, (item) => ({
                ...item,
                status: 'failed',
                error: event.error,
              })),
              videos: videoLeaves(context.videos, event.id),
            });
          }),
          'startNext',
        ],
      },
    },
  });
}

export type UploadMachine<F extends UploadableFile> = ReturnType<typeof createUploadMachine<F>>;
export type UploadQueueActor<F extends UploadableFile> = ActorRefFrom<UploadMachine<F>>;

/** True while any file waits or travels: a form using the files must not be sent yet. */
export function uploadsBusy(items: readonly UploadItem<UploadableFile>[]): boolean {
  return items.some((item) => item.status === 'queued' || item.status === 'uploading');
}

/** True when some file failed and was neither retried nor removed. */
export function uploadsFailed(items: readonly UploadItem<UploadableFile>[]): boolean {
  return items.some((item) => item.status === 'failed');
}

/** The stored files, in the order they were added. */
export function uploadedResults(items: readonly UploadItem<UploadableFile>[]): UploadResult[] {
  return items.flatMap((item) => (item.status === 'done' && item.result ? [item.result] : []));
}
