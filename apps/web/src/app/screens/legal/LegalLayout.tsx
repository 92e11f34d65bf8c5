import { Link, Outlet } from 'react-router';
import { PublicFooter } from '../../shared/PublicFooter';
import { PublicHeader } from '../../shared/PublicHeader';
import frame from '../../shared/PublicFrame.module.css';
import styles from './Legal.module.css';

/**
 * The frame of About, Terms and Privacy: the brand, one readable column of text, a way back and
 * the links between the three. Open to everyone, signed in or not.
 */
export function LegalLayout() {
  return (
    <div className={frame.layout}>
      <PublicHeader />
      <main id="main-content" className={styles.main}>
        <p className={styles.back}>
          <Link to="/">
            <span aria-hidden="true">← </span>Back to Trestle
          </Link>
        </p>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
