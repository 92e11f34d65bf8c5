// The job form, for posting and for editing: title, description, category, the company's role,
// employment type, where the work is (remote, on-site, hybrid) and the place, and the pay range.
import { useId } from 'react';
import {
  COMPANY_ROLES,
  COMPANY_ROLE_LABELS,
  CURRENCY_CODES,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  LIMITS,
  PAY_PERIODS,
  WORKPLACE_TYPES,
  WORKPLACE_TYPE_LABELS,
  jobBody,
  jobFormSchema,
  type JobFormData,
  type JobFormValues,
} from '@trestle/core';
import { FieldError, SelectField, TextField } from '@trestle/ui';
import { BoardBasics, PlaceFields } from '../board/BoardBasics';
import { BoardItemForm } from '../board/BoardItemForm';
import { useBoardForm } from '../board/use-board-form';
import styles from '../board/Board.module.css';

const choose = (label: string) => ({ value: '', label });
const ROLE_OPTIONS = [
  choose('Not said'),
  ...COMPANY_ROLES.map((value) => ({ value, label: COMPANY_ROLE_LABELS[value] })),
];
const EMPLOYMENT_OPTIONS = [
  choose('Choose a type'),
  ...EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] })),
];
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));
const PERIOD_OPTIONS = PAY_PERIODS.map((value) => ({ value, label: `Per ${value}` }));

export type JobBody = ReturnType<typeof jobBody>;

export interface JobFormProps {
  initial: JobFormValues;
  submitLabel: string;
  /** Saves (through the quiet client); throws the call's error for the form to show. */
  onSave: (body: JobBody) => Promise<void>;
  onCancel?: () => void;
}

export function JobForm({ initial, submitLabel, onSave, onCancel }: JobFormProps) {
  const { form, select, frame } = useBoardForm(jobFormSchema, initial, (data: JobFormData) =>
    onSave(jobBody(data)),
  );
  const id = useId();

  return (
    <BoardItemForm {...frame} submitLabel={submitLabel} onCancel={onCancel}>
      <BoardBasics form={form} initialDescription={initial.description} />
      <div className={styles.pair}>
        <SelectField label="Your company is a" options={ROLE_OPTIONS} {...select('companyRole')} />
        <SelectField
          label="Employment type"
          options={EMPLOYMENT_OPTIONS}
          {...select('employmentType')}
        />
      </div>
      <fieldset
        className={styles.workplaces}
        aria-invalid={form.errors.workplace ? true : undefined}
        aria-describedby={form.errors.workplace ? `${id}-workplace-error` : undefined}
      >
        <legend className={styles.legend}>Where the work is</legend>
        {WORKPLACE_TYPES.map((workplace) => (
          <label key={workplace} className={styles.check}>
            <input
              type="radio"
              name={`${id}-workplace`}
              checked={form.values.workplace === workplace}
              onChange={() => form.setValue('workplace', workplace)}
            />
            {WORKPLACE_TYPE_LABELS[workplace]}
          </label>
        ))}
        <FieldError id={`${id}-workplace-error`} error={form.errors.workplace} />
      </fieldset>
      <PlaceFields form={form} />
      <fieldset className={styles.workplaces}>
        <legend className={styles.legend}>Pay (optional)</legend>
        <div className={styles.pair}>
          <TextField
            label="From"
            inputMode="numeric"
            maxLength={LIMITS.payText}
            {...form.field('payMin')}
          />
          <TextField
            label="To"
            inputMode="numeric"
            maxLength={LIMITS.payText}
            {...form.field('payMax')}
          />
          <SelectField label="Currency" options={CURRENCY_OPTIONS} {...select('payCurrency')} />
          <SelectField label="Counted" options={PERIOD_OPTIONS} {...select('payPeriod')} />
        </div>
      </fieldset>
    </BoardItemForm>
  );
}
