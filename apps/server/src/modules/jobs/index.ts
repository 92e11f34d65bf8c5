// The jobs area (issue 11): the job board under /user/job, the same shape as projects on the
// shared board layer (platform/board): publish, edit, read, delete with the password, favorite,
// report, open and close, apply with a message and a résumé (the employer is notified and lists
// the applications), the all, following, favorite and own lists with their filters and counts,
// and staff moderation.
import type { Operation } from '../../platform/http/operation';
import { applyToJob } from './operations/applyToJob';
import { countJobs } from './operations/countJobs';
import { countOwnJobs } from './operations/countOwnJobs';
import { countOwnOpenedJobs } from './operations/countOwnOpenedJobs';
import { createJob } from './operations/createJob';
import { deleteJob } from './operations/deleteJob';
import { deleteModeratedJob } from './operations/deleteModeratedJob';
import { flagModeratedJob } from './operations/flagModeratedJob';
import { getJob } from './operations/getJob';
import { listJobApplications } from './operations/listJobApplications';
import { listJobs } from './operations/listJobs';
import { listModeratedJobs } from './operations/listModeratedJobs';
import { listOwnJobs } from './operations/listOwnJobs';
import { moderateJob } from './operations/moderateJob';
import { reportJob } from './operations/reportJob';
import { setJobStatus } from './operations/setJobStatus';
import { toggleJobFavorite } from './operations/toggleJobFavorite';
import { updateJob } from './operations/updateJob';
import { updateModeratedJob } from './operations/updateModeratedJob';

export const jobsOperations: Operation[] = [
  applyToJob,
  countJobs,
  countOwnJobs,
  countOwnOpenedJobs,
  createJob,
  deleteJob,
  deleteModeratedJob,
  flagModeratedJob,
  getJob,
  listJobApplications,
  listJobs,
  listModeratedJobs,
  listOwnJobs,
  moderateJob,
  reportJob,
  setJobStatus,
  toggleJobFavorite,
  updateJob,
  updateModeratedJob,
];
