import { boardListModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Moderator mode's queues: jobs in review (inactive) or flagged, oldest first. */
export const listModeratedJobs = operation(
  'listModeratedJobs',
  'signed-in',
  boardListModerated(jobs),
);
