// The project, job, bid and application forms of the boards: what each field takes, checked in
// the browser before anything is sent (the server checks again against the contract).
import { z } from 'zod';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../enums/jobs';
import { COMPANY_ROLES, type CompanyRole } from '../enums/company';
import { PROJECT_CATEGORIES, type ProjectCategory } from '../enums/projects';
import { WORKPLACE_TYPES, type WorkplaceType } from '../enums/search';
import { CURRENCY_CODES, type CurrencyCode } from '../lookup/currencies';
import { parseMoneyInput, wholeUnitsOf } from '../format/money-input';
import { stripTags } from '../text/strip-tags';
import { LIMITS } from './limits';

export const BOARD_FORM_MESSAGES = {
  titleRequired: 'Give it a title.',
  titleTooLong: 'Keep the title to 200 characters.',
  descriptionRequired: 'Describe the work.',
  descriptionTooLong: 'Keep the description to 20,000 characters.',
  categoryRequired: 'Choose a category.',
  amountRequired: 'Give an amount, e.g. $25,000.',
  amountWhole: 'Give a whole amount, without cents.',
  amountTooLarge: 'The amount is too large.',
  currencyRequired: 'Choose a currency.',
  zipInvalid: 'Give a 5-digit US ZIP code.',
  locationRequired: 'Give the ZIP code or the place, or mark the work remote.',
  labelTooLong: 'Keep the place to 200 characters.',
  employmentTypeRequired: 'Choose the employment type.',
  workplaceRequired: 'Choose where the work is.',
  payOrder: 'The lowest pay cannot be above the highest.',
  messageRequired: 'Write a message.',
  messageTooLong: 'Keep the message to 5,000 characters.',
  resumeRequired: 'Attach your résumé.',
  deadlinePast: 'Choose a bid deadline from today on, or leave it empty.',
} as const;

const M = BOARD_FORM_MESSAGES;
const ZIP = /^\d{5}(-\d{4})?$/;

const title = z.string().trim().min(1, M.titleRequired).max(LIMITS.boardTitle, M.titleTooLong);
const description = z
  .string()
  .max(LIMITS.boardDescription, M.descriptionTooLong)
  .refine((html) => stripTags(html).trim() !== '', M.descriptionRequired);
/** One of a list, held as text by the form ('' until chosen). */
const choice = (list: readonly string[], message: string) =>
  z.string().refine((value) => list.includes(value), message);
const category = choice(PROJECT_CATEGORIES, M.categoryRequired);
const currency = choice(CURRENCY_CODES, M.currencyRequired);
/**
 * Whole units, as people type them ("$132,500", "132 500", "25000.00"): core's money parser,
 * then whole units as the contract keeps them. '' is "not given" where the field is optional.
 */
function wholeAmount(required: boolean, max: number) {
  const read = (text: string) => parseMoneyInput(text);
  const given = (text: string) => {
    const money = read(text);
    return required || money.ok || money.reason !== 'empty';
  };
  const whole = (text: string) => {
    const money = read(text);
    return money.ok ? wholeUnitsOf(money.minor) : undefined;
  };
  return z
    .string()
    .refine((text) => !given(text) || read(text).ok, M.amountRequired)
    .refine((text) => whole(text) !== null, M.amountWhole)
    .transform((text) => whole(text) ?? undefined)
    .refine((value) => value === undefined || value <= max, M.amountTooLarge);
}
const amount = wholeAmount(true, 1_000_000_000).transform((value) => value!);
const optionalAmount = wholeAmount(false, 100_000_000);
const zip = z
  .string()
  .trim()
  .refine((text) => text === '' || ZIP.test(text), M.zipInvalid);
const label = z.string().trim().max(LIMITS.placeLabel, M.labelTooLong);

/** The place of a project or job as the contract takes it: the label, and the ZIP when given. */
export interface PlaceInput {
  label: string;
  zip?: string;
}

function placeOf(zipCode: string, placeLabel: string): PlaceInput | undefined {
  if (!zipCode && !placeLabel) return undefined;
  return { label: placeLabel || zipCode, ...(zipCode ? { zip: zipCode } : {}) };
}

/** The last instant of a 'YYYY-MM-DD' day in the person's time zone, as an ISO timestamp. */
export function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** A bid deadline as a date input gives it ('' for none): a day from today on. */
const bidDeadline = z
  .string()
  .refine(
    (day) =>
      day === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(day) &&
        !Number.isNaN(Date.parse(`${day}T00:00:00`)) &&
        new Date(endOfDay(day)) > new Date()),
    M.deadlinePast,
  );

export const projectFormSchema = z
  .object({
    title,
    description,
    category,
    bid: amount,
    bidDeadline,
    currency,
    remote: z.boolean(),
    zip,
    locationLabel: label,
  })
  .superRefine((values, ctx) => {
    if (!values.remote && !values.zip && !values.locationLabel) {
      ctx.addIssue({ code: 'custom', path: ['zip'], message: M.locationRequired });
    }
  });

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormData = z.output<typeof projectFormSchema>;

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  category: '',
  bid: '',
  bidDeadline: '',
  currency: 'USD',
  remote: false,
  zip: '',
  locationLabel: '',
};

/** The body of createProject / updateProject (documents are added by the form). */
export function projectBody(data: ProjectFormData) {
  const location = placeOf(data.zip, data.locationLabel);
  return {
    title: data.title,
    description: data.description,
    category: data.category as ProjectCategory,
    bid: data.bid,
    bidDeadline: data.bidDeadline ? endOfDay(data.bidDeadline) : null,
    currency: data.currency as CurrencyCode,
    remote: data.remote,
    ...(location ? { location } : {}),
  };
}

/** What a job's pay range is counted per (the contract's Salary.period). */
export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const jobFormSchema = z
  .object({
    title,
    description,
    category,
    companyRole: z
      .string()
      .refine((v) => v === '' || (COMPANY_ROLES as readonly string[]).includes(v)),
    employmentType: choice(EMPLOYMENT_TYPES, M.employmentTypeRequired),
    workplace: choice(WORKPLACE_TYPES, M.workplaceRequired),
    zip,
    locationLabel: label,
    payMin: optionalAmount,
    payMax: optionalAmount,
    payCurrency: currency,
    payPeriod: z.enum(PAY_PERIODS),
  })
  .superRefine((values, ctx) => {
    if (values.workplace !== 'remote' && !values.zip && !values.locationLabel) {
      ctx.addIssue({ code: 'custom', path: ['zip'], message: M.locationRequired });
    }
    if (
      values.payMin !== undefined &&
      values.payMax !== undefined &&
      values.payMin > values.payMax
    ) {
      ctx.addIssue({ code: 'custom', path: ['payMax'], message: M.payOrder });
    }
  });

export type JobFormValues = z.input<typeof jobFormSchema>;
export type JobFormData = z.output<typeof jobFormSchema>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  category: '',
  companyRole: '',
  employmentType: '',
  workplace: '',
  zip: '',
  locationLabel: '',
  payMin: '',
  payMax: '',
  payCurrency: 'USD',
  payPeriod: 'year',
};

/** The body of createJob / updateJob. */
export function jobBody(data: JobFormData) {
  const location = placeOf(data.zip, data.locationLabel);
  const paid = data.payMin !== undefined || data.payMax !== undefined;
  return {
    title: data.title,
    description: data.description,
    category: data.category as ProjectCategory,
    ...(data.companyRole ? { companyRole: data.companyRole as CompanyRole } : {}),
    employmentType: data.employmentType as EmploymentType,
    workplace: data.workplace as WorkplaceType,
    ...(location ? { location } : {}),
    ...(paid
      ? {
          salary: {
            ...(data.payMin !== undefined ? { min: data.payMin } : {}),
            ...(data.payMax !== undefined ? { max: data.payMax } : {}),
            currency: data.payCurrency as CurrencyCode,
            period: data.payPeriod,
          },
        }
      : {}),
  };
}

const message = z
  .string()
  .trim()
  .min(1, M.messageRequired)
  .max(LIMITS.boardMessage, M.messageTooLong);

/** A bid on a project: the amount asked and a message (files are added by the form). */
export const bidFormSchema = z.object({ amount, message });
export type BidFormValues = z.input<typeof bidFormSchema>;
export type BidFormData = z.output<typeof bidFormSchema>;

/** An application to a job: a message (the résumé is a file the form adds). */
export const applicationFormSchema = z.object({ message });
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
