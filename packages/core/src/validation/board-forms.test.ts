import { describe, expect, it } from 'vitest';
import {
  BOARD_FORM_MESSAGES as M,
  EMPTY_JOB_FORM,
  EMPTY_PROJECT_FORM,
  bidFormSchema,
  jobBody,
  jobFormSchema,
  projectBody,
  projectFormSchema,
} from './board-forms';

function firstErrors(schema: { safeParse: (v: unknown) => unknown }, values: unknown) {
  const parsed = schema.safeParse(values) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error!.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const project = {
  ...EMPTY_PROJECT_FORM,
  title: ' Roof for the barn ',
  description: '<p>Replace the roof.</p>',
  category: 'agricultural',
  bid: '25,000',
  zip: '78701',
};

describe('the project form', () => {
  it('takes an optional bid deadline from today on, sent as the end of that day', () => {
    const past = '2000-01-01';
    expect(firstErrors(projectFormSchema, { ...project, bidDeadline: past })).toEqual({
      bidDeadline: M.deadlinePast,
    });
    expect(firstErrors(projectFormSchema, { ...project, bidDeadline: 'soon' })).toEqual({
      bidDeadline: M.deadlinePast,
    });
    const next = new Date(Date.now() + 2 * 86_400_000);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    const body = projectBody(projectFormSchema.parse({ ...project, bidDeadline: day }));
    expect(body.bidDeadline).toBe(new Date(`${day}T23:59:59.999`).toISOString());
    expect(projectBody(projectFormSchema.parse(project)).bidDeadline).toBeNull();
  });

  it('reads the bid in whole units and sends the place with its ZIP', () => {
    const data = projectFormSchema.parse(project);
    expect(projectBody(data)).toEqual({
      title: 'Roof for the barn',
      description: '<p>Replace the roof.</p>',
      category: 'agricultural',
      bid: 25000,
      bidDeadline: null,
      currency: 'USD',
      remote: false,
      location: { label: '78701', zip: '78701' },
    });
  });

  it('says what is wrong, field by field', () => {
    expect(
      firstErrors(projectFormSchema, {
        ...EMPTY_PROJECT_FORM,
        description: '<p> </p>',
        bid: '12.5',
        zip: '787',
      }),
    ).toEqual({
      title: M.titleRequired,
      description: M.descriptionRequired,
      category: M.categoryRequired,
      bid: M.amountWhole,
      zip: M.zipInvalid,
    });
  });

  it('needs a place unless the work is remote', () => {
    expect(firstErrors(projectFormSchema, { ...project, zip: '' })).toEqual({
      zip: M.locationRequired,
    });
    const remote = projectFormSchema.parse({ ...project, zip: '', remote: true });
    expect(projectBody(remote)).not.toHaveProperty('location');
  });
});

describe('the job form', () => {
  const job = {
    ...EMPTY_JOB_FORM,
    title: 'Site foreman',
    description: '<p>Lead the crew.</p>',
    category: 'commercial',
    employmentType: 'full_time',
    workplace: 'remote',
  };

  it('sends a pay range only when one is given', () => {
    expect(jobBody(jobFormSchema.parse(job))).not.toHaveProperty('salary');
    expect(
      jobBody(jobFormSchema.parse({ ...job, payMin: '50000', payMax: '70000' })).salary,
    ).toEqual({ min: 50000, max: 70000, currency: 'USD', period: 'year' });
  });

  it('refuses a range upside down and an on-site job without a place', () => {
    expect(
      firstErrors(jobFormSchema, { ...job, workplace: 'onsite', payMin: '9', payMax: '1' }),
    ).toEqual({ zip: M.locationRequired, payMax: M.payOrder });
  });
});

describe('the bid form', () => {
  it('takes amounts as people type them, signs and separators included', () => {
    for (const typed of ['$132,500', '132500', '132 500', 'USD 132,500.00', ' $132,500 ']) {
      expect(bidFormSchema.parse({ amount: typed, message: 'Ready' }).amount, typed).toBe(132_500);
    }
    expect(firstErrors(bidFormSchema, { amount: 'lots', message: 'Ready' })).toEqual({
      amount: M.amountRequired,
    });
  });

  it('needs an amount and a message', () => {
    expect(firstErrors(bidFormSchema, { amount: '', message: ' ' })).toEqual({
      amount: M.amountRequired,
      message: M.messageRequired,
    });
    expect(bidFormSchema.parse({ amount: '18 500', message: 'Ready in May' })).toEqual({
      amount: 18500,
      message: 'Ready in May',
    });
  });
});
