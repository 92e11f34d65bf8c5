import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Spinner } from '@trestle/ui';
import { useAuth, useServices, useSessionPhase } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ResendVerification } from './ResendVerification';
import styles from './Auth.module.css';

/** /verify?token=…: confirms the e-mail address and signs the person in. */
export default function Verify() {
  usePageTitle('Confirm your e-mail address');
  const { auth, notify } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const phase = useSessionPhase();
  const verifying = useAuth((snapshot) => snapshot.matches({ loading: 'verifying' }));
  const failed = useAuth((snapshot) => snapshot.context.error !== null);

  useEffect(() => {
    // Once the stored session (if any) is settled; the machine ignores a second VERIFY.
    if (!token || phase !== 'signedOut') return;
    const welcome = auth.on('signedIn', () =>
      notify('Your e-mail address is confirmed. Welcome to Trestle!', 'success'),
    );
    auth.send({ type: 'VERIFY', token });
    return () => welcome.unsubscribe();
  }, [auth, notify, token, phase]);

  if (phase === 'signedIn') return <Navigate to="/" replace />;

  if (token && (phase === 'pending' || verifying || !failed)) {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>Confirming your e-mail address</h1>
        <Spinner size="lg" label="Confirming…" />
      </div>
    );
  }

  return (
    <>
      <h1 className={styles.title}>This link did not work</h1>
      <p className={styles.lead}>
        {token
          ? 'The confirmation link has expired or was used already.'
          : 'The confirmation link is incomplete: open it straight from the e-mail.'}{' '}
        We can send you a new one.
      </p>
      <ResendVerification />
      <p className={styles.links}>
        Confirmed already? <Link to="/sign-in">Sign in</Link>
      </p>
    </>
  );
}
