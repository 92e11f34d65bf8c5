import { useCallback, useState } from 'react';
import {
  ENTITY_NAME_HINT,
  GROUP_NAME_MAX_LENGTH,
  GROUP_TITLE_MAX,
  GROUP_TYPE_HINTS,
  GROUP_TYPE_LABELS,
  GROUP_TYPES,
  groupBody,
  type GroupFormData,
  groupFormSchema,
  groupNameSchema,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  toNormalisedError,
} from '@trestle/core';
import { Button, FieldError, FormAlert, SelectField, TextAreaField, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { ImageField } from '../profile/ImageField';
import type { Group } from './types';
import { useNameCheck } from '../../shared/use-name-check';
import styles from './Groups.module.css';

/** What the form sends: createGroup's body (updateGroup takes the same fields). */
export type GroupFormBody = ReturnType<typeof groupBody> & {
  avatar: string | null;
  background_image: string | null;
};

export interface GroupFormProps {
  /** The group being edited; none when creating. */
  group?: Group;
  submitLabel: string;
  /** Saves; a thrown 409 shows on the name, other errors on their fields or above the form. */
  onSubmit: (body: GroupFormBody) => Promise<void>;
  onCancel?: () => void;
}

const CATEGORY_OPTIONS = [
  { value: '', label: 'No category' },
  ...POST_CATEGORIES.map((value) => ({ value, label: POST_CATEGORY_LABELS[value] })),
];

/**
 * A group's details (create and edit): name checked as it is typed, title, description,
 * category, who can join, and the avatar and cover through the upload flow.
 */
export function GroupForm({ group, submitLabel, onSubmit, onCancel }: GroupFormProps) {
  const form = useValidatedForm(groupFormSchema, {
    name: group?.name ?? '',
    title: group?.title ?? '',
    description: group?.description ?? '',
    category: group?.category ?? '',
    type: group?.type ?? 'open',
  });
  const { values, errors } = form;
  const [avatar, setAvatar] = useState(group?.avatar ?? '');
  const [cover, setCover] = useState(group?.background_image ?? '');
  const [uploading, setUploading] = useState({ avatar: false, cover: false });
  const [saving, setSaving] = useState(false);
  const busyAvatar = useCallback(
    (busy: boolean) => setUploading((u) => ({ ...u, avatar: busy })),
    [],
  );
  const busyCover = useCallback(
    (busy: boolean) => setUploading((u) => ({ ...u, cover: busy })),
    [],
  );
  const check = useNameCheck('group', values.name, { id: group?.id, ownName: group?.name });

  const nameError = errors.name ?? (check.status === 'taken' ? check.message : undefined);
  const nameHint = ENTITY_NAME_HINT;

  async function save(data: GroupFormData) {
    if (check.status === 'taken') return;
    setSaving(true);
    try {
      await onSubmit({
        ...groupBody(data),
        avatar: avatar || null,
        background_image: cover || null,
      });
    } catch (failure) {
      setSaving(false);
      // A name taken meanwhile is the name's error.
      const error = toNormalisedError(failure);
      form.showServerError(
        error.status === 409 ? { body: { errors: { name: error.messages.join(' ') } } } : failure,
      );
    }
  }

  return (
    <form id={form.id} className={styles.form} noValidate onSubmit={form.onSubmit(save)}>
      <FormAlert {...form.alert} />
      <TextField label="Title" required maxLength={GROUP_TITLE_MAX} {...form.field('title')} />
      <TextField
        label="Name"
        required
        maxLength={GROUP_NAME_MAX_LENGTH}
        hint={nameHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('name')}
        error={nameError}
      />
      <p className={styles.nameStatus} aria-live="polite">
        {check.status === 'checking' ? 'Checking the name…' : null}
        {check.status === 'available' ? (
          <span className={styles.nameFree}>
            {groupNameSchema.safeParse(values.name).data ?? values.name} is free.
          </span>
        ) : null}
      </p>
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        value={values.description}
        error={errors.description}
        onChange={(value) => form.setValue('description', value)}
      />
      <SelectField
        label="Category"
        name="category"
        value={values.category}
        options={CATEGORY_OPTIONS}
        error={errors.category}
        onChange={(value) => form.setValue('category', value)}
      />
      <fieldset className={styles.choices}>
        <legend>Who can join</legend>
        {GROUP_TYPES.map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="type"
              value={type}
              checked={values.type === type}
              onChange={() => form.setValue('type', type)}
            />
            <span>
              <strong>{GROUP_TYPE_LABELS[type]}</strong>
              <span className={styles.muted}> — {GROUP_TYPE_HINTS[type]}</span>
            </span>
          </label>
        ))}
        <FieldError id={undefined} error={errors.type} />
      </fieldset>
      <ImageField
        kind="avatar"
        label="Group picture"
        name={values.title || 'Group'}
        value={avatar}
        onChange={setAvatar}
        onBusyChange={busyAvatar}
      />
      <ImageField
        kind="cover"
        label="Cover picture"
        name={values.title || 'Group'}
        value={cover}
        onChange={setCover}
        onBusyChange={busyCover}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={saving}
          disabled={uploading.avatar || uploading.cover || check.status === 'taken'}
        >
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
