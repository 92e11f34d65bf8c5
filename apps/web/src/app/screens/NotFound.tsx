import { Link, useLocation } from 'react-router';
import { EmptyState } from '@trestle/ui';
import { usePageTitle } from '../use-page-title';
import styles from './Page.module.css';

/** A path no screen claims, shown inside the frame so the navigation stays at hand. */
export default function NotFound() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <EmptyState
        className={styles.notice}
        title="There is nothing here"
        text={
          <>
            No page lives at <code className={styles.path}>{pathname}</code>. Parts of Trestle are
            still coming soon; the menu lists every area.
          </>
        }
        action={<Link to="/">Go to your home feed</Link>}
      />
    </div>
  );
}
