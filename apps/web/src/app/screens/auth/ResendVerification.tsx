import { useState } from 'react';
import { signInSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert } from '@trestle/ui';
import { useServices } from '../../services-context';
import { useValidatedForm } from '../../forms/use-validated-form';
import styles from './Auth.module.css';
import { LoginField } from './LoginField';

const loginSchema = signInSchema.pick({ login: true });

/**
 * Sends the verification link again. With a known login it is one button; without, a small
 * form asks for the username or e-mail address. A refusal shows in the form, on the field when
 * the server names it.
 */
export function ResendVerification({ login }: { login?: string | null }) {
  const { client, notify } = useServices();
  const [sending, setSending] = useState(false);
  const form = useValidatedForm(loginSchema, { login: login ?? '' });

  const submit = form.onSubmit(async (data) => {
    setSending(true);
    try {
      const sent = await unwrap(
        client.api.POST('/auth/resend-verification', { body: { login: data.login } }),
      );
      notify(sent.message, 'success');
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <form
      id={form.id}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Send the confirmation link again"
    >
      <FormAlert {...form.alert} />
      {login ? (
        <div>
          <Button type="submit" variant="secondary" loading={sending}>
            Send the link again
          </Button>
        </div>
      ) : (
        <>
          <fieldset className={styles.fields} disabled={sending}>
            <LoginField {...form.field('login')} />
          </fieldset>
          <Button type="submit" variant="secondary" loading={sending} fullWidth>
            Send a new link
          </Button>
        </>
      )}
    </form>
  );
}
