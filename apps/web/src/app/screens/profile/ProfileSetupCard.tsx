import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthUser } from '../../services-context';
import type { AuthUser } from '../../services';
import { EDIT_PROFILE_PATH } from './paths';
import styles from './Profile.module.css';

/** localStorage key remembering, per person, that the card was dismissed. */
export const SETUP_DISMISSED_KEY = 'trestle.profileSetupDismissed';

/** A newcomer: no avatar and no trade or profession yet. */
export function needsProfileSetup(user: Pick<AuthUser, 'general' | 'profession'>): boolean {
  return !user.general.avatar && (user.profession ?? []).length === 0;
}

function dismissedFor(userId: string): boolean {
  try {
    return window.localStorage.getItem(SETUP_DISMISSED_KEY)?.split(',').includes(userId) ?? false;
  } catch {
    return false;
  }
}

function rememberDismissed(userId: string) {
  try {
    const ids = window.localStorage.getItem(SETUP_DISMISSED_KEY)?.split(',').filter(Boolean) ?? [];
    window.localStorage.setItem(SETUP_DISMISSED_KEY, [...new Set([...ids, userId])].join(','));
  } catch {
    // Private mode without storage: the card only stays away for this visit.
  }
}

/**
 * "Set up your profile" on the home feed for newcomers, leading to the edit form. Goes away once
 * the profile has an avatar or a profession, or for good when dismissed.
 */
export function ProfileSetupCard() {
  const user = useAuthUser();
  const [dismissed, setDismissed] = useState(() => (user ? dismissedFor(user.id) : true));
  if (!user || dismissed || !needsProfileSetup(user)) return null;
  return (
    <section className={styles.setup} aria-labelledby="profile-setup-title">
      <div>
        <h2 id="profile-setup-title" className={styles.setupTitle}>
          Set up your profile
        </h2>
        <p className={styles.setupText}>
          Add a picture and your trade so people know what you build and for whom.
        </p>
      </div>
      <div className={styles.setupActions}>
        <Link to={EDIT_PROFILE_PATH} className={styles.linkButtonPrimary}>
          Set up profile
        </Link>
        <button
          type="button"
          className={styles.linkish}
          onClick={() => {
            rememberDismissed(user.id);
            setDismissed(true);
          }}
        >
          Not now
        </button>
      </div>
    </section>
  );
}
