// The project form, for posting and for editing: title, description (rich text), category, the
// bid and its currency, where the work is (a ZIP code the server places on the map, a place name,
// or remote) and PDF documents. Core's rules check it first; the server's refusals (an unknown
// ZIP code: 400 naming location.zip) show on their field.
import { useCallback, useId, useState } from 'react';
import {
  CURRENCY_CODES,
  LIMITS,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  projectBody,
  type ProjectFormData,
  projectFormSchema,
  type ProjectFormValues,
} from '@trestle/core';
import { Button, CheckboxField, FormAlert, SelectField, TextField } from '@trestle/ui';
import { RichTextEditor } from '../../compose/RichTextEditor';
import { useValidatedForm } from '../../forms/use-validated-form';
import { DocumentsField, type BoardDocument } from '../board/DocumentsField';
import { locationFieldOf } from '../board/server-fields';
import styles from '../board/Board.module.css';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
];
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** Up to 20 documents per project (the contract's ProjectCreate.documents). */
export const PROJECT_DOCUMENTS_MAX = 20;

export type ProjectBody = ReturnType<typeof projectBody> & { documents: BoardDocument[] };

export interface ProjectFormProps {
  initial: ProjectFormValues;
  initialDocuments?: BoardDocument[];
  submitLabel: string;
  /** Saves (through the quiet client); throws the call's error for the form to show. */
  onSave: (body: ProjectBody) => Promise<void>;
  onCancel?: () => void;
}

export function ProjectForm({
  initial,
  initialDocuments = [],
  submitLabel,
  onSave,
  onCancel,
}: ProjectFormProps) {
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [documents, setDocuments] = useState<BoardDocument[]>(initialDocuments);
  const form = useValidatedForm(projectFormSchema, initial);
  const id = useId();
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = form.onSubmit(async (data: ProjectFormData) => {
    setSaving(true);
    try {
      await onSave({ ...projectBody(data), documents });
    } catch (failure) {
      form.showServerError(locationFieldOf(failure));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
      <FormAlert {...form.alert} />
      <fieldset className={styles.formFields} disabled={saving}>
        <TextField label="Title" required maxLength={LIMITS.boardTitle} {...form.field('title')} />
        <RichTextEditor
          id={`${id}-description`}
          label="Description"
          initialHtml={initial.description}
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
        <div className={styles.pair}>
          <TextField
            label="Budget"
            required
            inputMode="numeric"
            hint="In whole units, e.g. 25000."
            maxLength={LIMITS.amountText}
            {...form.field('bid')}
          />
          <SelectField
            label="Currency"
            name="currency"
            value={form.values.currency}
            options={CURRENCY_OPTIONS}
            onChange={(value) => form.setValue('currency', value)}
            error={form.errors.currency}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            hint="Contractors near it find it on the map."
            maxLength={LIMITS.zip}
            {...form.field('zip')}
          />
          <TextField
            label="Place"
            hint="Shown with the project, e.g. “Austin, TX”."
            maxLength={LIMITS.placeLabel}
            {...form.field('locationLabel')}
          />
        </div>
        <CheckboxField label="The work can be done remotely" {...form.checkbox('remote')} />
        <DocumentsField
          label="Documents"
          hint="Plans, specifications, scope of work: PDF files. Words in them can be searched."
          documents={documents}
          onChange={setDocuments}
          onBusyChange={onBusyChange}
          max={PROJECT_DOCUMENTS_MAX}
        />
      </fieldset>
      <div className={styles.filterActions}>
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
