// The channel form, for creating and for editing: title, name (checked as it is typed), description,
// category, who can find it, and a background picture through the upload queue. Core's rules check
// it before anything is sent; the server's refusals show on their fields.
import { useCallback, useState } from 'react';
import {
  CHANNEL_FORM_MESSAGES,
  CHANNEL_NAME_MAX_LENGTH,
  ENTITY_NAME_HINT,
  CHANNEL_TITLE_MAX_LENGTH,
  CHANNEL_TYPE_LABELS,
  CHANNEL_TYPES,
  type ChannelFormData,
  channelFormSchema,
  type ChannelFormValues,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
} from '@trestle/core';
import { Button, FormAlert, SelectField, TextAreaField, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { ImageField } from '../profile/ImageField';
import { useNameCheck } from '../../shared/use-name-check';
import styles from './Channels.module.css';

const CATEGORY_OPTIONS = POST_CATEGORIES.map((value) => ({
  value,
  label: POST_CATEGORY_LABELS[value],
}));

export interface ChannelFormProps {
  initial: ChannelFormValues;
  /** The channel being edited (its own name is not checked against itself). */
  channelId?: string;
  submitLabel: string;
  /**
   * Saves through the quiet client; throws the call's error, which the form shows on its fields
   * and in its alert (so nothing shows twice in a toast).
   */
  onSave: (data: ChannelFormData) => Promise<void>;
  onCancel?: () => void;
}

export function ChannelForm({
  initial,
  channelId,
  submitLabel,
  onSave,
  onCancel,
}: ChannelFormProps) {
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useValidatedForm(channelFormSchema, initial);
  // A name found taken shows on the field at once; sent anyway, the server says so too (409).
  const nameCheck = useNameCheck('channel', form.values.name, {
    id: channelId,
    ownName: initial.name || undefined,
  });
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = form.onSubmit(async (data) => {
    setSaving(true);
    try {
      await onSave(data);
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSaving(false);
    }
  });

  const nameError =
    form.errors.name ?? (nameCheck.status === 'taken' ? nameCheck.message : undefined);
  const nameHint =
    nameCheck.status === 'available'
      ? CHANNEL_FORM_MESSAGES.nameFree
      : nameCheck.status === 'checking'
        ? 'Checking the name…'
        : ENTITY_NAME_HINT;

  return (
    <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
      <FormAlert {...form.alert} />
      <fieldset className={styles.fields} disabled={saving}>
        <TextField
          label="Title"
          required
          maxLength={CHANNEL_TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
        <TextField
          label="Name"
          required
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CHANNEL_NAME_MAX_LENGTH}
          hint={nameHint}
          {...form.field('name')}
          error={nameError}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={4}
          value={form.values.description}
          onChange={(value) => form.setValue('description', value)}
          error={form.errors.description}
        />
        <SelectField
          label="Category"
          name="category"
          value={form.values.category}
          options={CATEGORY_OPTIONS}
          onChange={(value) => form.setValue('category', value)}
          error={form.errors.category}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Who can find it</legend>
          {CHANNEL_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="type"
                value={type}
                checked={form.values.type === type}
                onChange={() => form.setValue('type', type)}
                aria-describedby={`channel-type-${type}-hint`}
              />
              <span>{CHANNEL_TYPE_LABELS[type].label}</span>
              <span id={`channel-type-${type}-hint`} className={styles.choiceHint}>
                {CHANNEL_TYPE_LABELS[type].hint}
              </span>
            </label>
          ))}
        </fieldset>
        <ImageField
          kind="cover"
          noun="background"
          label="Background image"
          name={form.values.title}
          value={form.values.background_image}
          error={form.errors.background_image}
          onChange={(value) => form.setValue('background_image', value)}
          onBusyChange={onBusyChange}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={saving} disabled={uploading}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
