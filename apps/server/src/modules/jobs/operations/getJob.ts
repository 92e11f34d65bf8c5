import { boardGet } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** A job the caller may see. */
export const getJob = operation('getJob', 'signed-in', boardGet(jobs));
