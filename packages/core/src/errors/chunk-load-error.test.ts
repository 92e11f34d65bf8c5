import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_TIMEOUT_MS } from '../constants';
import { ChunkLoadError, loadWithTimeout } from './chunk-load-error';

describe('loadWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the loaded module', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a chunk-load error when loading fails', async () => {
    const cause = new Error('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', timedOut: false, cause });
  });

  it('gives a chunk-load error when the loader throws', async () => {
    const error = await loadWithTimeout(() => {
      throw new Error('sync');
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
  });

  it('times out after 120 seconds with a chunk-load error', async () => {
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
