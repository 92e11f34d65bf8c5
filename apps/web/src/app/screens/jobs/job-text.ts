import { EMPLOYMENT_TYPE_LABELS, formatMoney, WORKPLACE_TYPE_LABELS } from '@trestle/core';
import type { Job, Salary } from './types';

const PER: Record<Salary['period'], string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/** "$50,000–$70,000 a year", "from $30 an hour", "up to …"; null without a pay range. */
export function payText(salary: Salary | null | undefined): string | null {
  if (!salary || (salary.min === undefined && salary.max === undefined)) return null;
  const money = (n: number) => formatMoney(n, salary.currency);
  const range =
    salary.min !== undefined && salary.max !== undefined
      ? salary.min === salary.max
        ? money(salary.min)
        : `${money(salary.min)}–${money(salary.max)}`
      : salary.min !== undefined
        ? `from ${money(salary.min)}`
        : `up to ${money(salary.max!)}`;
  return `${range} ${PER[salary.period]}`;
}

/** "Full time · Hybrid · Austin, TX". */
export function jobSummary(job: Job): string {
  return [
    EMPLOYMENT_TYPE_LABELS[job.employmentType],
    WORKPLACE_TYPE_LABELS[job.workplace],
    job.location?.label,
  ]
    .filter(Boolean)
    .join(' · ');
}
