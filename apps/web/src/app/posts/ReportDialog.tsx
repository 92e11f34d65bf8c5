import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_TEXT_MAX,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  reportPostSchema,
  type ReportPostInput,
} from '@trestle/core';
import { Button, FieldError } from '@trestle/ui';
import styles from './Dialogs.module.css';

export interface ReportDialogProps {
  /** Sends the report; resolves true when the server took it (the dialog then closes). */
  onSubmit: (input: ReportPostInput) => Promise<boolean>;
  onCancel: () => void;
  /** What is reported ("post", "project", "job"). */
  noun?: string;
}

type Errors = Partial<Record<'type' | 'text', string>>;

/** Why a post is reported (a reason, and words when needed), checked by core's rule. */
export function ReportDialog({ onSubmit, onCancel, noun = 'post' }: ReportDialogProps) {
  const [type, setType] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportPostSchema.safeParse({ type, text });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'type' || field === 'text') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    const done = await onSubmit(parsed.data);
    setSending(false);
    if (done) onCancel();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.type ? `${id}-type-error` : undefined}
        aria-invalid={errors.type ? true : undefined}
      >
        <legend className={styles.legend}>What is wrong with this {noun}?</legend>
        {REPORT_TYPES.map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {REPORT_TYPE_LABELS[value]}
          </label>
        ))}
        <FieldError id={`${id}-type-error`} error={errors.type} className={styles.error} announce />
      </fieldset>
      <label className={styles.label} htmlFor={`${id}-text`}>
        Details{type === 'other' ? '' : ' (optional)'}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={4}
        maxLength={REPORT_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? `${id}-text-error` : undefined}
      />
      <FieldError id={`${id}-text-error`} error={errors.text} className={styles.error} announce />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={sending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
