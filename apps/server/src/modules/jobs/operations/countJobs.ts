import { boardCount } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** How many jobs the same newsfeed search finds. */
export const countJobs = operation('countJobs', 'signed-in', boardCount(jobs));
