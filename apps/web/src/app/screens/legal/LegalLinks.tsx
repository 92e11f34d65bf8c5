import { NavLink } from 'react-router';
import styles from './LegalLinks.module.css';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms of use' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/contact', label: 'Contact' },
] as const;

/**
 * The links to About, Terms and Privacy, for the footers of the signed-out pages. Inherits its
 * colour, so it reads on light and dark footers alike.
 */
export function LegalLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="About and legal" className={className}>
      <ul className={styles.legalLinks}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={styles.legalLink}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
