import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_POLL_MS, watchProcessingMedia } from './processing-refresh';

/** A realtime connection the test turns on and off. */
function connection(initially: boolean) {
  let up = initially;
  const handlers = new Set<(live: boolean) => void>();
  return {
    live: () => up,
    onLive: (handler: (live: boolean) => void) => {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    set(next: boolean) {
      up = next;
      handlers.forEach((handler) => handler(next));
    },
    listeners: () => handlers.size,
  };
}

describe('reading a processing post again', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads it once when shown, then waits for the events while the uploader is connected', () => {
    const socket = connection(true);
    const read = vi.fn();
    watchProcessingMedia({ read, ...socket, ownFile: true });
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PROCESSING_POLL_MS * 10);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads it once more when a connection that was not up yet comes up (a ready event sent before it was missed)', () => {
    const socket = connection(false);
    const read = vi.fn();
    watchProcessingMedia({ read, ...socket, ownFile: true });
    expect(read).toHaveBeenCalledTimes(1);
    socket.set(true);
    expect(read).toHaveBeenCalledTimes(2);
    // Up: the events say when it is ready, no more reads.
    vi.advanceTimersByTime(PROCESSING_POLL_MS * 10);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('polls gently while the connection is down, and stops when it is back', () => {
    const socket = connection(true);
    const read = vi.fn();
    watchProcessingMedia({ read, ...socket, ownFile: true });
    socket.set(false);
    vi.advanceTimersByTime(PROCESSING_POLL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(PROCESSING_POLL_MS);
    expect(read).toHaveBeenCalledTimes(3);
    socket.set(true);
    expect(read).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(PROCESSING_POLL_MS * 10);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('polls for a viewer who is not the uploader, to whom no event is sent', () => {
    const socket = connection(true);
    const read = vi.fn();
    watchProcessingMedia({ read, ...socket, ownFile: false, pollMs: 1000 });
    vi.advanceTimersByTime(3000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('stops reading and listening when stopped', () => {
    const socket = connection(false);
    const read = vi.fn();
    const stop = watchProcessingMedia({ read, ...socket, ownFile: true });
    stop();
    expect(socket.listeners()).toBe(0);
    vi.advanceTimersByTime(PROCESSING_POLL_MS * 10);
    socket.set(true);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
