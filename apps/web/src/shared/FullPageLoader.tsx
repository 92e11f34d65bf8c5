import { Spinner } from '@trestle/ui';
import styles from './FullPageLoader.module.css';

/** The auth "loading" state: the stored session is being restored. */
export function FullPageLoader() {
  return (
    <div className={styles.loader}>
      <Spinner size="lg" showLabel label="Loading Trestle…" />
    </div>
  );
}
