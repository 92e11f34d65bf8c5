// A job's own fields as the request sends them, made safe: a title, a rich-text description
// through core's allow-list (as projects and posts are), a location resolved from its ZIP
// (platform/geo: an unknown ZIP is a 400 on `location.zip`), and a pay range whose minimum is
// not above its maximum. What only jobs have (employment type, workplace, company role, salary)
// is kept in the board item's `details`; `remote` is stored as workplace === 'remote' so the
// board's remote filter reads it.
import { postTextOf } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { resolveLocation, type LocationColumns } from '../../platform/geo/location';
import { badRequest } from '../../platform/http/errors';

type JobUpdate = components['schemas']['JobUpdate'];
export type JobDetails = {
  employmentType: components['schemas']['EmploymentType'];
  workplace: components['schemas']['Workplace'];
  companyRole?: components['schemas']['CompanyRole'];
  salary?: components['schemas']['Salary'] | null;
};

export const JOB_FORM_MESSAGES = {
  title: 'Give the job a title.',
  description: 'Describe the job: the description has no readable text.',
  salary: 'The lowest pay cannot be more than the highest.',
  nothing: 'Send at least one field to change.',
} as const;

export interface JobChanges {
  title?: string;
  description?: string;
  category?: NonNullable<JobUpdate['category']>;
  location?: LocationColumns;
  /** The details to merge into the stored ones. */
  details: Partial<JobDetails>;
}

export function jobChanges(body: JobUpdate): JobChanges {
  if (Object.keys(body).length === 0) throw badRequest(JOB_FORM_MESSAGES.nothing);
  const changes: JobChanges = { details: {} };
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (title === '') throw badRequest(JOB_FORM_MESSAGES.title, { title: JOB_FORM_MESSAGES.title });
    changes.title = title;
  }
  if (body.description !== undefined) {
    const description = postTextOf(body.description);
    if (description === '') {
      throw badRequest(JOB_FORM_MESSAGES.description, {
        description: JOB_FORM_MESSAGES.description,
      });
    }
    changes.description = description;
  }
  if (body.category !== undefined) changes.category = body.category;
  if (body.location !== undefined)
    changes.location = resolveLocation(body.location, 'location.zip');
  if (body.employmentType !== undefined) changes.details.employmentType = body.employmentType;
  if (body.workplace !== undefined) changes.details.workplace = body.workplace;
  if (body.companyRole !== undefined) changes.details.companyRole = body.companyRole;
  if (body.salary !== undefined) {
    const { salary } = body;
    if (salary && salary.min !== undefined && salary.max !== undefined && salary.min > salary.max) {
      throw badRequest(JOB_FORM_MESSAGES.salary, { 'salary.max': JOB_FORM_MESSAGES.salary });
    }
    changes.details.salary = salary;
  }
  return changes;
}
