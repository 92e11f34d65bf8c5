// Account (username, display name, account type, language), e-mail and password.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  changePasswordSchema,
  emailSchema,
  PASSWORD_MIN_LENGTH,
  PROFILE_DISPLAY_NAME_MAX,
  toNormalisedError,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, SelectField, TextField } from '@trestle/ui';
import { useValidatedForm, type FormSchema } from '../../forms/use-validated-form';
import type { AuthUser } from '../../services';
import { useServices } from '../../services-context';
import { Section } from './Section';
import { LANGUAGES, settingsKeys, type ProfileSettings } from './settings-api';
import styles from './Settings.module.css';

const ACCOUNT_TYPES = [
  { value: 'personal', label: 'Personal' },
  { value: 'business', label: 'Business' },
];

const TYPE_MEANING: Record<string, string> = {
  personal:
    'A personal account posts, follows, joins groups and applies to jobs. It cannot publish projects, jobs or directory listings, bid on projects or show a company. Switching from business keeps what you already published, but you cannot add more.',
  business:
    'A business account can also publish projects, jobs and directory listings, bid on projects and show your company on your profile.',
};

export function AccountSection({ user, settings }: { user: AuthUser; settings: ProfileSettings }) {
  const services = useServices();
  const queries = useQueryClient();
  const [displayName, setDisplayName] = useState(user.general.displayName ?? '');
  const [type, setType] = useState<string>(settings.accountType ?? user.account.type);
  const [language, setLanguage] = useState<string>(settings.language ?? '');
  const [nameError, setNameError] = useState<string>();
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert([]);
    const name = displayName.trim();
    if (!name) {
      setNameError('Enter the name people see.');
      return;
    }
    setSaving(true);
    try {
      const api = services.quietClient.api;
      if (name !== (user.general.displayName ?? '')) {
        await unwrap(api.POST('/user/profile', { body: { general: { displayName: name } } }));
      }
      const next = await unwrap(
        api.POST('/user/profile/settings', {
          body: {
            accountType: type as 'personal' | 'business',
            language: (language || null) as ProfileSettings['language'],
          },
        }),
      );
      queries.setQueryData(settingsKeys.settings(), next);
      const fresh = await unwrap(api.GET('/user/profile'));
      services.auth.send({ type: 'USER_UPDATED', user: fresh });
      services.notify('Your account is saved.', 'success');
    } catch (failure) {
      setAlert(toNormalisedError(failure).messages);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="account" title="Account">
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <FormAlert id="account-alert" messages={alert} />
        <fieldset className={styles.fields} disabled={saving}>
          <TextField
            label="Username"
            value={`@${user.username}`}
            readOnly
            hint="Your username is your address on Trestle and cannot be changed."
          />
          <TextField
            label="Display name"
            value={displayName}
            error={nameError}
            maxLength={PROFILE_DISPLAY_NAME_MAX}
            onChange={(e) => {
              setDisplayName(e.target.value);
              setNameError(undefined);
            }}
          />
          <SelectField
            label="Account type"
            value={type}
            options={ACCOUNT_TYPES}
            onChange={setType}
            hint={TYPE_MEANING[type]}
          />
          <SelectField
            label="Language"
            value={language}
            options={LANGUAGES}
            onChange={setLanguage}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            Save account
          </Button>
        </div>
      </form>
    </Section>
  );
}

interface EmailValues extends Record<string, string> {
  email: string;
}
const emailFormSchema: FormSchema<{ email: string }> = {
  safeParse(values) {
    const parsed = emailSchema.safeParse((values as EmailValues).email);
    return parsed.success
      ? { success: true, data: { email: parsed.data } }
      : {
          success: false,
          error: { issues: parsed.error.issues.map((i) => ({ ...i, path: ['email'] })) },
        };
  },
};

export function EmailSection({ settings }: { settings: ProfileSettings }) {
  const services = useServices();
  const queries = useQueryClient();
  const [sending, setSending] = useState(false);
  const form = useValidatedForm<{ email: string }, EmailValues>(emailFormSchema, { email: '' });

  const submit = form.onSubmit(async ({ email }) => {
    setSending(true);
    try {
      const answer = await unwrap(
        services.quietClient.api.POST('/user/profile/email/set', { body: { email } }),
      );
      services.notify(answer.message, 'success');
      form.setValue('email', '');
      await queries.invalidateQueries({ queryKey: settingsKeys.settings() });
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <Section
      id="email"
      title="E-mail"
      text="A new address takes effect when you open the link we mail to it. Your current address gets a notice with a way to undo the change."
    >
      <p>
        Your address: <strong>{settings.email}</strong>
      </p>
      {settings.pendingEmail ? (
        <p role="status">
          Waiting for confirmation: <strong>{settings.pendingEmail}</strong>. Open the link we sent
          there.
        </p>
      ) : null}
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <TextField
            label="New e-mail address"
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            Send the link
          </Button>
        </div>
      </form>
    </Section>
  );
}

interface PasswordValues extends Record<string, string> {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

export function PasswordSection() {
  const services = useServices();
  const queries = useQueryClient();
  const [sending, setSending] = useState(false);
  const form = useValidatedForm(changePasswordSchema as FormSchema<PasswordValues>, {
    password: '',
    newPassword: '',
    confirmPassword: '',
  });

  const submit = form.onSubmit(async ({ password, newPassword }) => {
    setSending(true);
    try {
      await unwrap(
        services.quietClient.api.POST('/user/profile/password/set', {
          body: { password, newPassword },
        }),
      );
      services.notify('Your password is changed. Every other device is signed out.', 'success');
      for (const name of ['password', 'newPassword', 'confirmPassword'] as const)
        form.setValue(name, '');
      await queries.invalidateQueries({ queryKey: settingsKeys.sessions() });
    } catch (failure) {
      // A wrong current password comes back naming its field.
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <Section
      id="password"
      title="Password"
      text="Changing your password signs you out everywhere else at once."
    >
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common one, not your username or e-mail.`}
            {...form.field('newPassword')}
          />
          <TextField
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}
