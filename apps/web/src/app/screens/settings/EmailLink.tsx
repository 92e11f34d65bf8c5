// `/settings/email?token=…` (the link mailed to a new address) and `?undo=…` (the notice mailed to
// the old one). Open without signing in: the link itself is the proof.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toNormalisedError } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Spinner } from '@trestle/ui';
import { useServices, useSessionPhase } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import styles from '../auth/Auth.module.css';

type State =
  { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export default function EmailLink() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const undo = params.get('undo')?.trim() ?? '';
  usePageTitle(undo ? 'Undo the e-mail change' : 'Confirm your new e-mail address');
  const services = useServices();
  const phase = useSessionPhase();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || (!token && !undo)) return;
    sent.current = true;
    const call = undo
      ? services.quietClient.api.POST('/user/profile/email/undo', { body: { token: undo } })
      : services.quietClient.api.POST('/user/profile/email/confirm', { body: { token } });
    unwrap(call).then(
      (answer) => setState({ kind: 'done', message: answer.message }),
      (failure) =>
        setState({ kind: 'failed', message: toNormalisedError(failure).messages.join(' ') }),
    );
  }, [services, token, undo]);

  if (!token && !undo) {
    return (
      <>
        <h1 className={styles.title}>This link is incomplete</h1>
        <p className={styles.lead}>Open the link straight from the e-mail.</p>
      </>
    );
  }
  if (state.kind === 'working') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>
          {undo ? 'Putting your address back' : 'Confirming your address'}
        </h1>
        <Spinner size="lg" label="One moment…" />
      </div>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{state.kind === 'done' ? 'Done' : 'This link did not work'}</h1>
      <p className={styles.lead} role="status">
        {state.message}
      </p>
      <p className={styles.links}>
        {phase === 'signedIn' && !undo ? (
          <Link to="/settings#email">Back to settings</Link>
        ) : (
          <Link to="/sign-in">Sign in</Link>
        )}
      </p>
    </>
  );
}
