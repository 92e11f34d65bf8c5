import { boardUpdateModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Staff edit any job. */
export const updateModeratedJob = operation(
  'updateModeratedJob',
  'signed-in',
  boardUpdateModerated(jobs),
);
