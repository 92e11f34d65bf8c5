import { useState } from 'react';
import { Link } from 'react-router';
import { signInSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert } from '@trestle/ui';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { useValidatedForm } from '../../forms/use-validated-form';
import styles from './Auth.module.css';
import { LoginField } from './LoginField';

const loginSchema = signInSchema.pick({ login: true });

/** Asks for a password-reset link by username or e-mail address. */
export default function ForgotPassword() {
  usePageTitle('Forgot your password');
  const { client } = useServices();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const form = useValidatedForm(loginSchema, { login: '' });

  const submit = form.onSubmit(async ({ login }) => {
    setSending(true);
    try {
      const data = await unwrap(client.api.POST('/auth/reset-password', { body: { login } }));
      setSent(data.message);
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  if (sent) {
    return (
      <>
        <h1 className={styles.title}>Check your e-mail</h1>
        <div className={styles.notice} role="status">
          <p>{sent}</p>
        </div>
        <p className={styles.lead}>The link in the mail lets you choose a new password.</p>
        <p className={styles.links}>
          Remembered it? <Link to="/sign-in">Sign in</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.title}>Forgot your password?</h1>
      <p className={styles.lead}>
        Tell us your username or e-mail address and we will mail you a link to choose a new one.
      </p>
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <LoginField {...form.field('login')} />
        </fieldset>
        <Button type="submit" size="lg" fullWidth loading={sending}>
          Send the link
        </Button>
      </form>
      <p className={styles.links}>
        Remembered it? <Link to="/sign-in">Sign in</Link>
      </p>
    </>
  );
}
