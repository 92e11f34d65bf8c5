import { useState } from 'react';
import { signInSchema } from '@trestle/core';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';
import { useValidatedForm } from './use-validated-form';
import styles from './Auth.module.css';
import { LoginField } from './LoginField';

const loginSchema = signInSchema.pick({ login: true });

/**
 * Sends the verification link again. With a known login it is one button; without, a small
 * form asks for the username or e-mail address.
 */
export function ResendVerification({ login }: { login?: string | null }) {
  const { client, notify } = useServices();
  const [sending, setSending] = useState(false);
  const form = useValidatedForm(loginSchema, { login: login ?? '' });

  async function send(value: string) {
    setSending(true);
    try {
      const { data } = await client.api.POST('/auth/resend-verification', {
        body: { login: value },
      });
      if (data) notify(data.message, 'success');
    } catch {
      // The client has already shown the failure.
    } finally {
      setSending(false);
    }
  }

  if (login) {
    return (
      <div>
        <Button variant="secondary" loading={sending} onClick={() => void send(login)}>
          Send the link again
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit((data) => void send(data.login))}
      noValidate
      aria-label="Send the confirmation link again"
    >
      <fieldset className={styles.fields} disabled={sending}>
        <LoginField {...form.field('login')} />
      </fieldset>
      <Button type="submit" variant="secondary" loading={sending} fullWidth>
        Send a new link
      </Button>
    </form>
  );
}
