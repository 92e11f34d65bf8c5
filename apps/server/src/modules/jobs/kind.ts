// Jobs on the board: what the shared board operations need to know about them
// (platform/board/kind.ts). Applications are the area's own (applyToJob, listJobApplications).
import { JOBS_API_DEFAULT_LIMIT } from '@trestle/core';
import type { BoardKindSpec, ContractKind } from '../../platform/board/index';
import { presentJobs } from './read';
import { insertJob, updateJobRow } from './save';
import { jobQueryFrom } from './search';

export type JobKind = ContractKind<'Job', 'JobCreate', 'JobUpdate', 'countJobs'>;

export const jobs: BoardKindSpec<JobKind> = {
  kind: 'job',
  quota: 'jobs',
  pageSize: JOBS_API_DEFAULT_LIMIT,
  insert: insertJob,
  update: updateJobRow,
  search: jobQueryFrom,
  present: presentJobs,
};
