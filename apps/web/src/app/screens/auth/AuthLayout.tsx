import { Brand } from '@trestle/ui';
import { Link, Outlet } from 'react-router';
import { LegalLinks } from '../legal/LegalLinks';
import styles from './Auth.module.css';

/** The frame of the signed-out screens: the brand, one card, nothing else to get lost in. */
export function AuthLayout() {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <Brand />
        </Link>
      </header>
      <main id="main-content" className={styles.main}>
        <div className={styles.card}>
          <Outlet />
        </div>
        <p className={styles.tagline}>
          The social and business network for builders, designers, contractors and suppliers.
        </p>
      </main>
      <footer className={styles.footer}>
        <LegalLinks />
      </footer>
    </div>
  );
}
