// Hibernate (hidden until the next sign-in) and delete (for good, with the password).
import { useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { Button } from '@trestle/ui';
import { DeleteWithPassword } from '../../shared/DeleteWithPassword';
import { useServices } from '../../services-context';
import { Section } from './Section';
import styles from './Settings.module.css';

export function DangerZone() {
  const services = useServices();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function hibernate() {
    setBusy(true);
    try {
      await unwrap(services.client.api.POST('/user/profile/hibernate'));
      services.notify('Your account is asleep. Sign in again to wake it.', 'success');
      services.auth.send({ type: 'SIGN_OUT' });
    } catch {
      setBusy(false);
    }
  }

  return (
    <Section id="danger" title="Danger zone" danger>
      <div className={styles.fields}>
        <h3 className={styles.heading}>Hibernate</h3>
        <p className={styles.text}>
          Your profile and everything you posted are hidden from everyone, and you are signed out
          everywhere. Signing in again wakes your account as it was.
        </p>
        {confirming ? (
          <div className={styles.actions}>
            <Button variant="danger" loading={busy} onClick={() => void hibernate()}>
              Yes, hibernate my account
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Hibernate my account
            </Button>
          </div>
        )}
      </div>
      <DeleteWithPassword
        heading="Delete your account"
        text="This cannot be undone. You are signed out at once; your posts, media, messages, reactions, follows, lists, saved searches, projects, jobs, listings and bids are removed. Groups you own go to a moderator, or are deleted when they have none. We mail you when it is done. Your username stays reserved for a year."
        buttonLabel="Delete my account for good"
        openLabel="Delete my account"
        onDelete={(password) =>
          unwrap(services.quietClient.api.POST('/user/profile/delete', { body: { password } }))
        }
        deletedText="Your account is being deleted. We will mail you when it is done."
        onDeleted={() => services.auth.send({ type: 'SIGN_OUT' })}
      />
    </Section>
  );
}
