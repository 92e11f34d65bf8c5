// The project form, for posting and for editing: title, description (rich text), category, the
// bid and its currency, an optional bid deadline (a day), where the work is (a ZIP code the server places on the map, a place name,
// or remote) and PDF documents. Core's rules check it first; the server's refusals (an unknown
// ZIP code: 400 naming location.zip) show on their field.
import { useCallback, useState } from 'react';
import {
  CURRENCY_CODES,
  LIMITS,
  projectBody,
  projectFormSchema,
  type ProjectFormData,
  type ProjectFormValues,
} from '@trestle/core';
import { CheckboxField, SelectField, TextField } from '@trestle/ui';
import { BoardBasics, PlaceFields } from '../board/BoardBasics';
import { BoardItemForm } from '../board/BoardItemForm';
import { useBoardForm } from '../board/use-board-form';
import { DocumentsField, type BoardDocument } from '../board/DocumentsField';
import styles from '../board/Board.module.css';

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
  const [uploading, setUploading] = useState(false);
  const [documents, setDocuments] = useState<BoardDocument[]>(initialDocuments);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const { form, select, frame } = useBoardForm(
    projectFormSchema,
    initial,
    (data: ProjectFormData) => onSave({ ...projectBody(data), documents }),
  );

  return (
    <BoardItemForm {...frame} uploading={uploading} submitLabel={submitLabel} onCancel={onCancel}>
      <BoardBasics form={form} initialDescription={initial.description} />
      <div className={styles.pair}>
        <TextField
          label="Budget"
          required
          inputMode="numeric"
          hint="Whole amount, e.g. $25,000."
          maxLength={LIMITS.amountText}
          {...form.field('bid')}
        />
        <SelectField label="Currency" options={CURRENCY_OPTIONS} {...select('currency')} />
      </div>
      <TextField
        label="Bid deadline"
        type="date"
        hint="Optional. Bidding closes by itself at the end of this day."
        {...form.field('bidDeadline')}
      />
      <PlaceFields
        form={form}
        zipHint="Contractors near it find it on the map."
        placeHint="Shown with the project, e.g. “Austin, TX”."
      />
      <CheckboxField label="The work can be done remotely" {...form.checkbox('remote')} />
      <DocumentsField
        label="Documents"
        hint="Plans, specifications, scope of work: PDF files. Words in them can be searched."
        documents={documents}
        onChange={setDocuments}
        onBusyChange={onBusyChange}
        max={PROJECT_DOCUMENTS_MAX}
      />
    </BoardItemForm>
  );
}
