import { Button } from '@trestle/ui';
import styles from './ErrorScreen.module.css';

/** Shown when a page broke while rendering. Reloading starts it fresh. */
export function CrashScreen() {
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>Something went wrong on this page</h1>
      <p className={styles.text}>Reload the page to try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
