import { Brand } from '@trestle/ui';
import { Link, Outlet } from 'react-router';
import { LegalLinks } from './LegalLinks';
import styles from './Legal.module.css';

/**
 * The frame of About, Terms and Privacy: the brand, one readable column of text, a way back and
 * the links between the three. Open to everyone, signed in or not.
 */
export function LegalLayout() {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <Brand />
        </Link>
      </header>
      <main id="main-content" className={styles.main}>
        <p className={styles.back}>
          <Link to="/">
            <span aria-hidden="true">← </span>Back to Trestle
          </Link>
        </p>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <LegalLinks />
        <p className={styles.copyright}>© 2026 Trestle</p>
      </footer>
    </div>
  );
}
