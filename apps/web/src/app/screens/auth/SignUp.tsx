import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { waitFor } from 'xstate';
import { ACCOUNT_TYPES, PASSWORD_MIN_LENGTH, signUpSchema, type AccountType } from '@trestle/core';
import { Button, CheckboxField, FormAlert, TextField } from '@trestle/ui';
import { withNext } from '../../paths';
import { useAuth, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ResendVerification } from './ResendVerification';
import { useValidatedForm } from '../../forms/use-validated-form';
import styles from './Auth.module.css';

const ACCOUNT_TYPE_TEXT: Record<AccountType, { label: string; hint: string }> = {
  personal: {
    label: 'Personal',
    hint: 'For people: builders, designers, site managers, tradespeople.',
  },
  business: {
    label: 'Business',
    hint: 'For companies: contractors, suppliers, manufacturers.',
  },
};

/** Create an account; it is confirmed through a link mailed to the address. */
export default function SignUp() {
  usePageTitle('Create an account');
  const { auth } = useServices();
  const [params] = useSearchParams();
  const next = params.get('next');
  const sending = useAuth((snapshot) => snapshot.matches({ loading: 'signingUp' }));
  const pending = useAuth((snapshot) => snapshot.context.verificationPending);
  const [sentEmail, setSentEmail] = useState<string | null>(null);
  const form = useValidatedForm(signUpSchema, {
    username: '',
    email: '',
    password: '',
    accountType: 'personal',
    acceptedTerms: false,
  });

  if (pending && sentEmail && !sending) {
    return (
      <>
        <h1 className={styles.title}>Check your e-mail</h1>
        <div className={styles.notice} role="status">
          <p>
            We sent a link to <strong>{sentEmail}</strong>. Open it to confirm your address and sign
            in.
          </p>
        </div>
        <p className={styles.lead}>
          Nothing arrived after a few minutes? Look in your spam folder, or:
        </p>
        <ResendVerification login={sentEmail} />
        <p className={styles.links}>
          Confirmed already? <Link to={withNext('/sign-in', next)}>Sign in</Link>
        </p>
      </>
    );
  }

  const submit = form.onSubmit(async (details) => {
    setSentEmail(details.email);
    auth.send({ type: 'SIGN_UP', details });
    const settled = await waitFor(auth, (snapshot) => !snapshot.matches({ loading: 'signingUp' }));
    // A taken username or address (409) and a refused consent (400) name their field.
    if (settled.context.error) form.showServerError(settled.context.error);
  });

  return (
    <>
      <h1 className={styles.title}>Create your account</h1>
      <p className={styles.lead}>Join the people who design, build and supply.</p>
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="Letters, digits and underscores."
            required
            {...form.field('username')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            {...form.field('password')}
          />
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>Account type</legend>
            {ACCOUNT_TYPES.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={form.values.accountType === type}
                  onChange={() => form.setValue('accountType', type)}
                  aria-describedby={`account-type-${type}-hint`}
                />
                <span className={styles.choiceLabel}>{ACCOUNT_TYPE_TEXT[type].label}</span>
                <span id={`account-type-${type}-hint`} className={styles.choiceHint}>
                  {ACCOUNT_TYPE_TEXT[type].hint}
                </span>
              </label>
            ))}
          </fieldset>
          <CheckboxField
            label={
              <>
                I agree to the{' '}
                <Link to="/terms" target="_blank" rel="noopener">
                  Terms of use
                </Link>{' '}
                and the{' '}
                <Link to="/privacy" target="_blank" rel="noopener">
                  Privacy policy
                </Link>
              </>
            }
            hint="Both open in a new tab, so nothing you typed here is lost."
            required
            {...form.checkbox('acceptedTerms')}
          />
        </fieldset>
        <Button type="submit" size="lg" fullWidth loading={sending}>
          Create account
        </Button>
      </form>
      <p className={styles.links}>
        Already on Trestle? <Link to={withNext('/sign-in', next)}>Sign in</Link>
      </p>
    </>
  );
}
