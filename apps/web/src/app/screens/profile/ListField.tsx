import type { ProfileFormData, ProfileFormValues } from '@trestle/core';
import { TextAreaField } from '@trestle/ui';
import type { useValidatedForm } from '../../forms/use-validated-form';

type ProfileForm = ReturnType<typeof useValidatedForm<ProfileFormData, ProfileFormValues>>;

export interface ListFieldProps {
  form: ProfileForm;
  /** The form's list values: typed one entry a line. */
  name: 'professions' | 'links';
  label: string;
  hint: string;
}

/** A list of the edit-profile form typed one entry a line, bound to its value and error. */
export function ListField({ form, name, label, hint }: ListFieldProps) {
  return (
    <TextAreaField
      label={label}
      hint={hint}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.setValue(name, value)}
    />
  );
}
