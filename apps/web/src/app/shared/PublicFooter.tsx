import { LegalLinks } from '../screens/legal/LegalLinks';
import styles from './PublicFrame.module.css';

export interface PublicFooterProps {
  /** The links only, without the rule above and the copyright (under the sign-in card). */
  compact?: boolean;
}

/** The footer of the pages open without signing in: About, Terms and Privacy. */
export function PublicFooter({ compact = false }: PublicFooterProps) {
  return (
    <footer className={compact ? styles.footerCompact : styles.footer}>
      <LegalLinks />
      {compact ? null : <p className={styles.copyright}>© 2026 Trestle</p>}
    </footer>
  );
}
