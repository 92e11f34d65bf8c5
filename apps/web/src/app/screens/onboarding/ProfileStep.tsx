import { useCallback, useState } from 'react';
import { profileFormSchema, profileFormValuesOf, type ProfileFormData } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { useServices } from '../../services-context';
import type { AuthUser } from '../../services';
import { withFormFieldNames } from '../profile/EditProfile';
import { CompanyChoices } from '../profile/CompanyChoices';
import { ImageField } from '../profile/ImageField';
import styles from './Onboarding.module.css';

export interface ProfileStepProps {
  user: AuthUser;
  onDone: () => void;
  onSkip: () => void;
  skipping: boolean;
}

/**
 * Step one: the name people see, a picture, the trade or profession, and for business accounts
 * the company. The same rules as the edit-profile form (core's profileFormSchema); what this step
 * does not show is sent back as it was.
 */
export function ProfileStep({ user, onDone, onSkip, skipping }: ProfileStepProps) {
  const services = useServices();
  const form = useValidatedForm(profileFormSchema, profileFormValuesOf(user, true));
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const setAvatar = useCallback((value: string) => form.setValue('avatar', value), [form]);
  const { values, errors } = form;
  const name = values.displayName || user.username;

  async function save({ body }: ProfileFormData) {
    setSaving(true);
    try {
      const updated = await unwrap(services.client.api.POST('/user/profile', { body }));
      services.auth.send({ type: 'USER_UPDATED', user: updated });
      onDone();
    } catch (failure) {
      setSaving(false);
      form.showServerError(withFormFieldNames(failure));
    }
  }

  return (
    <form id={form.id} className={styles.form} noValidate onSubmit={form.onSubmit(save)}>
      <FormAlert {...form.alert} />
      <fieldset className={styles.fields} disabled={saving || skipping}>
        <TextField
          label="Display name"
          hint="The name people see next to your posts."
          required
          autoComplete="name"
          {...form.field('displayName')}
        />
        <ImageField
          kind="avatar"
          label="Profile picture"
          name={name}
          value={values.avatar}
          error={errors.avatar}
          onChange={setAvatar}
          onBusyChange={setUploading}
        />
        <TextField
          label="Your trade or profession"
          hint="For example Electrician, Site architect or Timber supplier."
          {...form.field('professions')}
        />
        {values.business ? (
          <>
            <TextField
              label="Company name"
              autoComplete="organization"
              {...form.field('companyName')}
            />
            <CompanyChoices
              businessType={values.businessType}
              companyRole={values.companyRole}
              errors={errors}
              onChange={(field, value) => form.setValue(field, value)}
            />
          </>
        ) : null}
      </fieldset>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.skip}
          onClick={onSkip}
          disabled={saving || skipping}
        >
          Skip for now
        </button>
        <Button type="submit" loading={saving} disabled={uploading || skipping}>
          Continue
        </Button>
      </div>
      {uploading ? (
        <p className={styles.lead} role="status">
          Waiting for the picture to finish uploading…
        </p>
      ) : null}
    </form>
  );
}
