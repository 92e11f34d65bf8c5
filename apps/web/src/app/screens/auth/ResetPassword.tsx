import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, TextField } from '@trestle/ui';
import { useServices, useSessionPhase } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { useValidatedForm, type FormSchema } from '../../forms/use-validated-form';
import styles from './Auth.module.css';

interface ResetValues extends Record<string, string> {
  password: string;
  confirmPassword: string;
}

// The password rule is core's; the form only adds that both entries must match.
const resetSchema: FormSchema<{ password: string }> = {
  safeParse(values) {
    const { password } = values as ResetValues;
    const parsed = passwordSchema.safeParse(password);
    return parsed.success
      ? { success: true, data: { password: parsed.data } }
      : {
          success: false,
          error: { issues: parsed.error.issues.map((i) => ({ ...i, path: ['password'] })) },
        };
  },
};
const mustMatch = (values: ResetValues) =>
  values.confirmPassword !== values.password ? { confirmPassword: PASSWORD_MESSAGES.mismatch } : {};

/** /reset-password?token=…: choose a new password with the mailed link. */
export default function ResetPassword() {
  usePageTitle('Choose a new password');
  const { client, auth, notify } = useServices();
  const phase = useSessionPhase();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [sending, setSending] = useState(false);
  const form = useValidatedForm<{ password: string }, ResetValues>(
    resetSchema,
    { password: '', confirmPassword: '' },
    mustMatch,
  );

  if (!token) {
    return (
      <>
        <h1 className={styles.title}>This link is incomplete</h1>
        <p className={styles.lead}>Open the link straight from the e-mail, or ask for a new one.</p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </>
    );
  }

  const submit = form.onSubmit(async ({ password }) => {
    setSending(true);
    try {
      const data = await unwrap(
        client.api.POST('/auth/forget-password', { body: { token, password } }),
      );
      notify(data.message, 'success');
      // Changing the password ends every session, this one included.
      if (phase === 'signedIn') auth.send({ type: 'SIGN_OUT' });
      else navigate('/sign-in', { replace: true });
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <>
      <h1 className={styles.title}>Choose a new password</h1>
      <p className={styles.lead}>After this, sign in with the new password.</p>
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            {...form.field('password')}
          />
          <TextField
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
        </fieldset>
        <Button type="submit" size="lg" fullWidth loading={sending}>
          Save the new password
        </Button>
      </form>
      <p className={styles.links}>
        Link expired? <Link to="/forgot-password">Ask for a new one</Link>
      </p>
    </>
  );
}
