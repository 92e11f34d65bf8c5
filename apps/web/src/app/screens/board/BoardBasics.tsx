// What every project and job has first: a title, a description (rich text) and a category.
import { useId, type ChangeEvent } from 'react';
import { PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS } from '@trestle/core';
import { TextField } from '@trestle/ui';
import { RichTextEditor } from '../../compose/RichTextEditor';
import { SelectField } from '../profile/Fields';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
];

/** The part of a useValidatedForm these fields use. */
export interface BasicsForm {
  values: { category: string };
  errors: { description?: string; category?: string };
  field(name: 'title'): {
    name: string;
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  setValue(name: 'description' | 'category', value: string): void;
}

export function BoardBasics({
  form,
  initialDescription,
}: {
  form: BasicsForm;
  initialDescription: string;
}) {
  const id = useId();
  return (
    <>
      <TextField label="Title" required maxLength={200} {...form.field('title')} />
      <RichTextEditor
        id={`${id}-description`}
        label="Description"
        initialHtml={initialDescription}
        onChange={(html) => form.setValue('description', html)}
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
    </>
  );
}
