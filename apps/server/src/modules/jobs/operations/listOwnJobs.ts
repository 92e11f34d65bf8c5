import { boardListOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** The caller's jobs (myJobs), opened and closed, in review or flagged too. */
export const listOwnJobs = operation('listOwnJobs', 'signed-in', boardListOwn(jobs));
