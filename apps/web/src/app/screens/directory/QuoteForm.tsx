import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  LIMITS,
  PROJECT_CATEGORIES,
  type ProjectCategory,
  QUOTE_FILES_MAX,
  QUOTE_FORM_MESSAGES,
  QUOTE_MESSAGE_MAX_LENGTH,
  SECTOR_LABELS,
  parseMoneyInput,
  unitsOfMinor,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, SelectField, TextAreaField, TextField } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import { useServices } from '../../services-context';
import { FilesField, type UploadedFile } from './FilesField';
import { chatPath } from './paths';
import type { Listing } from './types';
import styles from './Directory.module.css';

const FIELDS = ['message', 'zip', 'budget', 'startDate', 'category', 'files', 'phone'];
const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a sector' },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: SECTOR_LABELS[value] })),
];

/** "Request a quote": what is needed, project details and optional files, sent to the owner. */
export function QuoteForm({ listing, onSent }: { listing: Listing; onSent: () => void }) {
  const { quietClient } = useServices();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [zip, setZip] = useState('');
  const [budget, setBudget] = useState('');
  const [startDate, setStartDate] = useState('');
  const [category, setCategory] = useState('');
  const [phone, setPhone] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [sent, setSent] = useState(listing.quoteRequested);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const text = message.trim();
    if (!text) found.message = QUOTE_FORM_MESSAGES.messageRequired;
    else if (text.length > QUOTE_MESSAGE_MAX_LENGTH)
      found.message = QUOTE_FORM_MESSAGES.messageTooLong;
    // Core's money parser: "$132,500", "132 500" or "1.250,50" as the reader writes amounts.
    const read = parseMoneyInput(budget, { currency: 'USD' });
    const amount = read.ok ? unitsOfMinor(read.minor, 'USD') : undefined;
    if (!read.ok && read.reason !== 'empty') found.budget = QUOTE_FORM_MESSAGES.budgetInvalid;
    setErrors(found);
    setAlert([]);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await unwrap(
        quietClient.api.POST('/user/listing/quote', {
          body: {
            listingId: listing.id,
            message: text,
            ...(zip.trim() ? { zip: zip.trim() } : {}),
            ...(amount !== undefined ? { budget: amount, currency: 'USD' } : {}),
            ...(startDate ? { startDate } : {}),
            ...(category ? { category: category as ProjectCategory } : {}),
            ...(phone.trim() ? { phone: phone.trim() } : {}),
            ...(files.length ? { files: files.map((file) => file.name) } : {}),
          },
        }),
      );
      setSent(true);
      onSent();
    } catch (failure) {
      const { fields, messages } = serverErrorOf(failure, FIELDS);
      setErrors(fields);
      setAlert(messages);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <section className={styles.quote} aria-labelledby={headingId}>
        <h2 id={headingId}>Quote requested</h2>
        <p role="status">
          Your request was sent to {listing.owner.general.displayName || listing.owner.username}.
          Their answer comes to your <Link to={chatPath(listing.owner.id)}>messages</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className={styles.quote} aria-labelledby={headingId}>
      <h2 id={headingId}>Request a quote</h2>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <FormAlert id={`${headingId}-alert`} messages={alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <TextAreaField
            label="What do you need?"
            name="message"
            rows={5}
            value={message}
            onChange={setMessage}
            error={errors.message}
          />
          <div className={styles.row}>
            <TextField
              label="Project ZIP code"
              inputMode="numeric"
              maxLength={LIMITS.zip}
              value={zip}
              error={errors.zip}
              onChange={(event) => setZip(event.target.value)}
            />
            <TextField
              label="Budget (USD)"
              inputMode="decimal"
              value={budget}
              error={errors.budget}
              onChange={(event) => setBudget(event.target.value)}
            />
            <TextField
              label="Start date"
              type="date"
              min={today()}
              value={startDate}
              error={errors.startDate}
              onChange={(event) => setStartDate(event.target.value)}
            />
          </div>
          <div className={styles.row}>
            <SelectField
              label="Sector"
              name="category"
              value={category}
              options={CATEGORY_OPTIONS}
              onChange={setCategory}
              error={errors.category}
            />
            <TextField
              label="Phone (optional)"
              inputMode="tel"
              maxLength={LIMITS.phone}
              value={phone}
              error={errors.phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
          <FilesField
            label="Plans, photos or documents"
            hint={`Optional, up to ${QUOTE_FILES_MAX} files.`}
            accept="image/*,application/pdf"
            max={QUOTE_FILES_MAX}
            files={files}
            onChange={setFiles}
            onBusyChange={onBusyChange}
            error={errors.files}
          />
        </fieldset>
        <div>
          <Button type="submit" loading={sending} disabled={uploading}>
            Send the request
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Today as the date picker writes dates (YYYY-MM-DD, the reader's own day). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
