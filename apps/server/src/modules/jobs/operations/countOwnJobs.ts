import { boardCountOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

export const countOwnJobs = operation('countOwnJobs', 'signed-in', boardCountOwn(jobs));
