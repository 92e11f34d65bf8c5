import { announcePostCreated } from '../compose/post-created-event';
import { openComposer } from '../compose/open-composer';
import { useServices } from '../services-context';
import styles from './ComposeButton.module.css';

/** The top bar's "Post" button: opens the composer for a new post. */
export function ComposeButton() {
  const services = useServices();
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      onClick={() => openComposer(services, { kind: 'new' }, announcePostCreated)}
    >
      <span aria-hidden="true" className={styles.icon}>
        ✎
      </span>
      Post
    </button>
  );
}
