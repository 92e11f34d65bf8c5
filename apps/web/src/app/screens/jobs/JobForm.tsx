// The job form, for posting and for editing: title, description, category, the company's role,
// employment type, where the work is (remote, on-site, hybrid) and the place, and the pay range.
import { useId, useState } from 'react';
import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  CURRENCY_CODES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  jobBody,
  type JobFormData,
  jobFormSchema,
  type JobFormValues,
  LIMITS,
  PAY_PERIODS,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  WORKPLACE_TYPE_LABELS,
  WORKPLACE_TYPES,
} from '@trestle/core';
import { Button, FieldError, FormAlert, SelectField, TextField } from '@trestle/ui';
import { RichTextEditor } from '../../compose/RichTextEditor';
import { useValidatedForm } from '../../forms/use-validated-form';
import styles from '../board/Board.module.css';
import { locationFieldOf } from '../board/server-fields';

const choose = (label: string) => ({ value: '', label });
const CATEGORY_OPTIONS = [
  choose('Choose a category'),
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
];
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
  const [saving, setSaving] = useState(false);
  const form = useValidatedForm(jobFormSchema, initial);
  const id = useId();

  const submit = form.onSubmit(async (data: JobFormData) => {
    setSaving(true);
    try {
      await onSave(jobBody(data));
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
        <div className={styles.pair}>
          <SelectField
            label="Category"
            name="category"
            value={form.values.category}
            options={CATEGORY_OPTIONS}
            onChange={(value) => form.setValue('category', value)}
            error={form.errors.category}
          />
          <SelectField
            label="Your company is a"
            name="companyRole"
            value={form.values.companyRole}
            options={ROLE_OPTIONS}
            onChange={(value) => form.setValue('companyRole', value)}
            error={form.errors.companyRole}
          />
          <SelectField
            label="Employment type"
            name="employmentType"
            value={form.values.employmentType}
            options={EMPLOYMENT_OPTIONS}
            onChange={(value) => form.setValue('employmentType', value)}
            error={form.errors.employmentType}
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
        <div className={styles.pair}>
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={LIMITS.zip}
            {...form.field('zip')}
          />
          <TextField label="Place" maxLength={LIMITS.placeLabel} {...form.field('locationLabel')} />
        </div>
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
            <SelectField
              label="Currency"
              name="payCurrency"
              value={form.values.payCurrency}
              options={CURRENCY_OPTIONS}
              onChange={(value) => form.setValue('payCurrency', value)}
            />
            <SelectField
              label="Counted"
              name="payPeriod"
              value={form.values.payPeriod}
              options={PERIOD_OPTIONS}
              onChange={(value) => form.setValue('payPeriod', value as JobFormValues['payPeriod'])}
            />
          </div>
        </fieldset>
      </fieldset>
      <div className={styles.filterActions}>
        <Button type="submit" loading={saving}>
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
