// Board items of kind job as the contract's Job, and applications as JobApplication.
import type { components } from '@trestle/openapi/types';
import type { BoardItem } from '../../platform/board/index';
import type { BoardApplicationRow, UserRow } from '../../platform/db/tables';
import { presentUserSummary } from '../../platform/feed/index';
import { presentLocation } from '../../platform/geo/location';
import type { JobDetails } from './compose';

type Job = components['schemas']['Job'];
type JobApplication = components['schemas']['JobApplication'];

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentJob(item: BoardItem): Job {
  const { row } = item;
  const details = row.details as JobDetails;
  return {
    id: row.id,
    owner: presentUserSummary(item.owner),
    title: row.title,
    description: row.description,
    category: row.category as Job['category'],
    ...(details.companyRole ? { companyRole: details.companyRole } : {}),
    employmentType: details.employmentType,
    workplace: details.workplace,
    status: row.status,
    favorite: item.favorite,
    flagged: row.flagged,
    moderate: row.moderate,
    location: presentLocation(row),
    salary: details.salary ?? null,
    applicationsCount: row.applications_count,
    appliedByMe: item.appliedByMe,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function presentApplication(row: BoardApplicationRow, applicant: UserRow): JobApplication {
  return {
    id: row.id,
    applicant: presentUserSummary(applicant),
    message: row.message,
    documents: row.documents.map((d) => ({ url: d.url, ...(d.name ? { name: d.name } : {}) })),
    createdAt: iso(row.created_at),
  };
}
