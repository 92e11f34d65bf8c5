import { CHUNK_LOAD_ERROR_MESSAGE } from './messages';
import { LAZY_LOAD_TIMEOUT_MS } from '../constants';

/** Raised when a lazily loaded part (code or styles) fails to load or takes too long. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(options: { timedOut?: boolean; cause?: unknown } = {}) {
    super(CHUNK_LOAD_ERROR_MESSAGE, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

/**
 * Runs a lazy loader (e.g. `() => import('./Page')`) with a time-out. A rejection or a time-out
 * becomes a `ChunkLoadError`; the timer is always cleared.
 */
export function loadWithTimeout<T>(
  loader: () => Promise<T>,
  timeoutMs: number = LAZY_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError({ timedOut: true })), timeoutMs);
    let loading: Promise<T>;
    try {
      loading = loader();
    } catch (cause) {
      clearTimeout(timer);
      reject(new ChunkLoadError({ cause }));
      return;
    }
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError({ cause }));
      },
    );
  });
}
