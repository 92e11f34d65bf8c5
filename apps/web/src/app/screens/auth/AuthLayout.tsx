import { Outlet } from 'react-router';
import { PublicFooter } from '../../shared/PublicFooter';
import { PublicHeader } from '../../shared/PublicHeader';
import frame from '../../shared/PublicFrame.module.css';
import styles from './Auth.module.css';

/** The frame of the signed-out screens: the brand, one card, nothing else to get lost in. */
export function AuthLayout() {
  return (
    <div className={frame.layout}>
      <PublicHeader />
      <main id="main-content" className={styles.main}>
        <div className={styles.card}>
          <Outlet />
        </div>
        <p className={styles.tagline}>
          The social and business network for builders, designers, contractors and suppliers.
        </p>
      </main>
      <PublicFooter compact />
    </div>
  );
}
