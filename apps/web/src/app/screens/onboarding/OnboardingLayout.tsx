import type { ReactNode } from 'react';
import { PublicFooter } from '../../shared/PublicFooter';
import { PublicHeader } from '../../shared/PublicHeader';
import frame from '../../shared/PublicFrame.module.css';
import styles from './Onboarding.module.css';

/** The onboarding frame: the brand and one card, like the sign-in screens. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={frame.layout}>
      <PublicHeader />
      <main id="main-content" className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
      <PublicFooter compact />
    </div>
  );
}
