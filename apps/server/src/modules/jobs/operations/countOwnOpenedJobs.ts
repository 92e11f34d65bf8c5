import { boardCountOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

export const countOwnOpenedJobs = operation(
  'countOwnOpenedJobs',
  'signed-in',
  boardCountOwn(jobs, 'opened'),
);
