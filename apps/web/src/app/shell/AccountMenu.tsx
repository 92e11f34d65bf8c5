import { Link } from 'react-router';
import { Avatar, Button } from '@trestle/ui';
import { useAuth, useAuthUser, useServices } from '../services-context';
import styles from './AccountMenu.module.css';

/** The top bar's right end: who is signed in, and signing out. */
export function AccountMenu() {
  const services = useServices();
  const user = useAuthUser();
  const signingOut = useAuth((snapshot) => snapshot.matches({ loading: 'signingOut' }));
  if (!user) return null;
  const name = user.general?.displayName || user.username;
  const avatar = user.general?.avatar
    ? `/api/files/${encodeURIComponent(user.general.avatar)}`
    : null;

  function signOut() {
    services.realtime.stop();
    services.auth.send({ type: 'SIGN_OUT' });
  }

  return (
    <div className={styles.menu}>
      <Link to="/profile" className={styles.person} title="Your profile">
        <Avatar name={name} src={avatar} size="sm" alt="" />
        <span className={styles.name}>{name}</span>
      </Link>
      <Button variant="secondary" size="sm" loading={signingOut} onClick={signOut}>
        Sign out
      </Button>
    </div>
  );
}
