import { boardDeleteModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Staff delete any job, confirmed with their own password. */
export const deleteModeratedJob = operation(
  'deleteModeratedJob',
  'signed-in',
  boardDeleteModerated(jobs),
  { rateLimit: ['passwordCheck'] },
);
