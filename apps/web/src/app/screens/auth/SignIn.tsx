import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { waitFor } from 'xstate';
import { signInSchema } from '@trestle/core';
import { Button, FormAlert, TextField } from '@trestle/ui';
import { withNext } from '../../paths';
import { useAuth, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ResendVerification } from './ResendVerification';
import { useValidatedForm } from '../../forms/use-validated-form';
import styles from './Auth.module.css';
import { LoginField } from './LoginField';

/** Sign in with a username or e-mail address and a password. */
export default function SignIn() {
  usePageTitle('Sign in');
  const { auth } = useServices();
  const [params] = useSearchParams();
  const next = params.get('next');
  const sending = useAuth((snapshot) => snapshot.matches({ loading: 'signingIn' }));
  const failedStatus = useAuth((snapshot) => snapshot.context.error?.status);
  const [sentLogin, setSentLogin] = useState<string | null>(null);
  const form = useValidatedForm(signInSchema, { login: '', password: '' });

  // An error left from another screen is not this form's.
  useEffect(() => {
    auth.send({ type: 'CLEAR_ERROR' });
  }, [auth]);

  const submit = form.onSubmit(async (credentials) => {
    setSentLogin(credentials.login);
    auth.send({ type: 'SIGN_IN', credentials });
    const settled = await waitFor(auth, (snapshot) => !snapshot.matches({ loading: 'signingIn' }));
    const failure = settled.context.error;
    // A 403 has its own notice above the form, with the way out (a new confirmation link).
    if (failure && failure.status !== 403) form.showServerError(failure);
  });
  // 403: the account exists but its e-mail address is not confirmed yet.
  const unverified = !sending && failedStatus === 403 && sentLogin !== null;

  return (
    <>
      <h1 className={styles.title}>Sign in to Trestle</h1>
      <p className={styles.lead}>Welcome back. Pick up where your projects left off.</p>
      {unverified ? (
        <div className={`${styles.notice} ${styles.noticeWarning}`} role="status">
          <p>Confirm your e-mail address first: open the link we sent you.</p>
          <ResendVerification login={sentLogin} />
        </div>
      ) : null}
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <LoginField {...form.field('login')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
        </fieldset>
        <div className={styles.row}>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={sending}>
          Sign in
        </Button>
      </form>
      <p className={styles.links}>
        New to Trestle? <Link to={withNext('/sign-up', next)}>Create an account</Link>
      </p>
    </>
  );
}
