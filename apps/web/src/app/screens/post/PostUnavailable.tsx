import { Link } from 'react-router';
import { EmptyState } from '@trestle/ui';
import page from '../Page.module.css';
import styles from './PostView.module.css';

/** A deleted, missing or hidden post (404: the server does not say which, nor do we). */
export function PostUnavailable({ deleted = false }: { deleted?: boolean }) {
  return (
    <EmptyState
      className={page.notice}
      headingLevel={2}
      title={deleted ? 'This post was deleted' : 'This post isn’t available'}
      text={
        deleted
          ? 'It is no longer on Trestle.'
          : 'It may have been deleted, or its author limits who can see it.'
      }
      action={
        <Link to="/" className={styles.homeLink}>
          Back to the home feed
        </Link>
      }
    />
  );
}
