// When a shown post whose video or sound file is being processed is read again. The server tells
// only the uploader, and only over the realtime connection, that a file is ready (`media:ready`,
// `media:failed`); an event sent before the page listened, or while its connection was down, is
// never seen again. So besides the events, the post is read: once when it is shown, once each time
// the connection comes back, and every PROCESSING_POLL_MS while no event can come (the connection
// is down, or the viewer is not the uploader).

/** How often a processing post is read again while no realtime event can tell that it is ready. */
export const PROCESSING_POLL_MS = 5_000;

export interface ProcessingRefreshOptions {
  /** Reads the post again (its failures are the caller's: the next occasion tries again). */
  read: () => void;
  /** Whether the realtime connection is up now. */
  live: () => boolean;
  /** Calls the handler each time the connection comes up or goes down; returns the unsubscriber. */
  onLive: (handler: (live: boolean) => void) => () => void;
  /** Whether the viewer uploaded the file (only the uploader is sent its events). */
  ownFile: boolean;
  /** Defaults to PROCESSING_POLL_MS. */
  pollMs?: number;
}

/**
 * Starts reading a processing post again when events may have been missed (see above); returns
 * the function that stops it (the post is no longer shown, or no longer processing).
 */
export function watchProcessingMedia(options: ProcessingRefreshOptions): () => void {
  const { read, live, onLive, ownFile, pollMs = PROCESSING_POLL_MS } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  const poll = (on: boolean) => {
    if (on && timer === undefined) timer = setInterval(read, pollMs);
    if (!on && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  // What happened between the list's read and now (the events before it listened) is read once.
  read();
  poll(!ownFile || !live());
  const off = onLive((up) => {
    // Back up after a gap: what was sent meanwhile is read once.
    if (up) read();
    poll(!ownFile || !up);
  });
  return () => {
    off();
    poll(false);
  };
}
