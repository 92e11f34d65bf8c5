import { JOBS_API_DEFAULT_LIMIT } from '@trestle/core';
import {
  applicantsOf,
  boardItemFor,
  boardViewerOf,
  listApplications,
} from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { assertJobOwner } from '../policy';
import { presentApplication } from '../present';

/** The employer reads the applications to their job, newest first. */
export const listJobApplications = operation(
  'listJobApplications',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const job = await boardItemFor(ctx.db, boardViewerOf(caller.user), 'job', params.id);
    assertJobOwner(caller, job);
    const rows = await listApplications(ctx.db, job.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? JOBS_API_DEFAULT_LIMIT,
    });
    const applicants = await applicantsOf(ctx.db, rows);
    return {
      items: rows.flatMap((row) => {
        const applicant = applicants.get(row.applicant_id);
        return applicant ? [presentApplication(row, applicant)] : [];
      }),
    };
  },
);
