// Applying to a job: a message and a résumé (PDF, through POST /files).
import { useCallback, useState } from 'react';
import { BOARD_FORM_MESSAGES, applicationFormSchema } from '@trestle/core';
import type { components } from '@trestle/sdk';
import { Button, FormAlert, TextAreaField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { DocumentsField, type BoardDocument } from '../board/DocumentsField';
import styles from '../board/Board.module.css';

export type Application = components['schemas']['Application'];

/** The résumé and up to two more files (cover letter, certificates). */
export const APPLICATION_DOCUMENTS_MAX = 3;

export function ApplyForm({ onSend }: { onSend: (body: Application) => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [documents, setDocuments] = useState<BoardDocument[]>([]);
  const form = useValidatedForm(applicationFormSchema, { message: '' }, () => ({}));
  const [resumeError, setResumeError] = useState<string | undefined>();
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = form.onSubmit(async (data) => {
    if (documents.length === 0) {
      setResumeError(BOARD_FORM_MESSAGES.resumeRequired);
      return;
    }
    setSending(true);
    try {
      await onSend({ message: data.message, documents });
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <form id={form.id} className={styles.form} onSubmit={submit} noValidate aria-label="Apply">
      <FormAlert {...form.alert} />
      <fieldset className={styles.formFields} disabled={sending}>
        <TextAreaField
          label="Message to the employer"
          name="message"
          rows={5}
          value={form.values.message}
          onChange={(value) => form.setValue('message', value)}
          error={form.errors.message}
        />
        <DocumentsField
          label="Résumé"
          hint="Your résumé as a PDF; a cover letter or certificates may follow it."
          documents={documents}
          onChange={(next) => {
            setDocuments(next);
            setResumeError(undefined);
          }}
          onBusyChange={onBusyChange}
          max={APPLICATION_DOCUMENTS_MAX}
          error={resumeError}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={sending} disabled={uploading}>
          Send application
        </Button>
      </div>
    </form>
  );
}
