// What a video or a sound recording may be, per membership level, and what the server makes of
// it: the longest recording each level may post, the size videos are scaled to, and what counts
// as a short. The server refuses a longer upload with VIDEO_MESSAGES.tooLong; the size limit is
// the level's `uploadMegabytes` (account/entitlements.ts), the same as for every upload.
import type { MembershipLevel } from '../account/entitlements';

/** The longest video or audio, in seconds, each membership level may upload. */
export const MEDIA_MAX_SECONDS: Readonly<Record<MembershipLevel, number>> = {
  free: 10 * 60,
  pro: 60 * 60,
  business: 3 * 60 * 60,
};

/** Videos are scaled down so that their shorter side is at most this (1080p). */
export const VIDEO_MAX_SHORT_SIDE = 1080;

/** A short is a vertical (or square) video of at most this many seconds. */
export const SHORT_MAX_SECONDS = 90;

/** Whether a video of this size and length is a short. */
export function isShort(video: { width?: number; height?: number; duration?: number }): boolean {
  const { width, height, duration } = video;
  if (!width || !height || duration === undefined) return false;
  return height >= width && duration <= SHORT_MAX_SECONDS;
}

/** The longest recording a level may upload, as people read it (`10 minutes`, `3 hours`). */
export function mediaLengthLimitText(level: MembershipLevel): string {
  const minutes = MEDIA_MAX_SECONDS[level] / 60;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export const VIDEO_MESSAGES = {
  unreadable:
    'This video or sound file could not be read: it may be damaged or in a format we do not ' +
    'support. Please try another file.',
  tooLong: (level: MembershipLevel) =>
    `This recording is longer than your limit of ${mediaLengthLimitText(level)}.`,
  failed: 'This video could not be processed. Please upload it again or try another file.',
  processing: 'Processing…',
  notAShort: `A short is one vertical or square video of at most ${SHORT_MAX_SECONDS} seconds.`,
} as const;
