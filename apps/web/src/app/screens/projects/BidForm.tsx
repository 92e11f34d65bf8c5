// The bid form on a project page: the amount asked, a message to the owner and optional PDFs.
// Sending again edits one's bid while the project is opened.
import { useCallback, useState } from 'react';
import { type BidFormData, bidFormSchema, LIMITS } from '@trestle/core';
import { Button, FormAlert, TextAreaField, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { DocumentsField, type BoardDocument } from '../board/DocumentsField';
import styles from '../board/Board.module.css';
import type { ProjectBid, ProjectBidInput } from './types';

/** Files per bid (the contract's ProjectBidInput.documents). */
export const BID_DOCUMENTS_MAX = 10;

export interface BidFormProps {
  currency: string;
  /** The person's bid, when they have one (the form edits it). */
  current: ProjectBid | null;
  /** Sends (through the quiet client); throws the call's error for the form to show. */
  onSend: (body: ProjectBidInput) => Promise<void>;
}

export function BidForm({ currency, current, onSend }: BidFormProps) {
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [documents, setDocuments] = useState<BoardDocument[]>(current?.documents ?? []);
  const form = useValidatedForm(bidFormSchema, {
    amount: current ? String(current.amount) : '',
    message: current?.message ?? '',
  });
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = form.onSubmit(async (data: BidFormData) => {
    setSending(true);
    try {
      await onSend({ amount: data.amount, message: data.message, documents });
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <form id={form.id} className={styles.form} onSubmit={submit} noValidate aria-label="Your bid">
      <FormAlert {...form.alert} />
      <fieldset className={styles.formFields} disabled={sending}>
        <TextField
          label={`Your price (${currency})`}
          required
          inputMode="numeric"
          hint="Whole amount, e.g. $18,500."
          maxLength={LIMITS.amountText}
          {...form.field('amount')}
        />
        <TextAreaField
          label="Message to the owner"
          name="message"
          rows={5}
          value={form.values.message}
          onChange={(value) => form.setValue('message', value)}
          error={form.errors.message}
        />
        <DocumentsField
          label="Files"
          hint="Optional: your quote, insurance, references (PDF)."
          documents={documents}
          onChange={setDocuments}
          onBusyChange={onBusyChange}
          max={BID_DOCUMENTS_MAX}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={sending} disabled={uploading}>
          {current ? 'Update your bid' : 'Send your bid'}
        </Button>
      </div>
    </form>
  );
}
