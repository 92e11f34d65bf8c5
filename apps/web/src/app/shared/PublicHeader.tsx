import { Brand } from '@trestle/ui';
import { Link } from 'react-router';
import styles from './PublicFrame.module.css';

export interface PublicHeaderProps {
  /**
   * Where Sign in leads; with it the bar offers Sign in and Create account (the visitor's pages).
   * Without it the bar holds the brand only (the sign-in screens themselves, the legal pages).
   */
  signInTo?: string;
}

/** The brand bar of the pages open without signing in; the brand leads home. */
export function PublicHeader({ signInTo }: PublicHeaderProps) {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <Brand />
      </Link>
      {signInTo ? (
        <nav className={styles.account} aria-label="Account">
          <Link to={signInTo} className={styles.signIn}>
            Sign in
          </Link>
          <Link to="/sign-up" className={styles.signUp}>
            Create account
          </Link>
        </nav>
      ) : null}
    </header>
  );
}
