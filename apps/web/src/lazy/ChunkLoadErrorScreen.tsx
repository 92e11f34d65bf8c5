import { CHUNK_LOAD_ERROR_MESSAGE, LAZY_LOAD_TIMEOUT_MS } from '@trestle/core';
import { Button } from '@trestle/ui';
import styles from './ErrorScreen.module.css';

export interface ChunkLoadErrorScreenProps {
  /** True when the part took longer than the time-out, false when it failed outright. */
  timedOut: boolean;
  onRetry: () => void;
}

const timeoutMinutes = Math.round(LAZY_LOAD_TIMEOUT_MS / 60_000);

/** Shown in place of a part of the app whose code or styles did not load. */
export function ChunkLoadErrorScreen({ timedOut, onRetry }: ChunkLoadErrorScreenProps) {
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>This part of Trestle did not load</h1>
      <p className={styles.text}>
        {CHUNK_LOAD_ERROR_MESSAGE}{' '}
        {timedOut
          ? `It took longer than ${timeoutMinutes} minutes.`
          : 'Your connection may have dropped, or Trestle was just updated.'}
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
