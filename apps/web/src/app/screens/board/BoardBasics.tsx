// What every project and job has: a title, a description (rich text), a category, and where the
// work is.
import { useId, type ChangeEvent } from 'react';
import { LIMITS, PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS } from '@trestle/core';
import { SelectField, TextField } from '@trestle/ui';
import { RichTextEditor } from '../../compose/RichTextEditor';
import styles from './Board.module.css';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
];

interface BoundText {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The part of a useValidatedForm these fields use. */
export interface BasicsForm {
  values: { category: string };
  errors: { description?: string; category?: string };
  field(name: 'title' | 'zip' | 'locationLabel'): BoundText;
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
      <TextField label="Title" required maxLength={LIMITS.boardTitle} {...form.field('title')} />
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

/** Where the work is: a ZIP code (the server places it on the map) and a place name. */
export function PlaceFields({
  form,
  zipHint,
  placeHint,
}: {
  form: BasicsForm;
  zipHint?: string;
  placeHint?: string;
}) {
  return (
    <div className={styles.pair}>
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        hint={zipHint}
        maxLength={LIMITS.zip}
        {...form.field('zip')}
      />
      <TextField
        label="Place"
        hint={placeHint}
        maxLength={LIMITS.placeLabel}
        {...form.field('locationLabel')}
      />
    </div>
  );
}
