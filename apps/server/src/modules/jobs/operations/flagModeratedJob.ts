import { boardFlag } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Staff flag a job (it leaves every public list) or clear the flag. */
export const flagModeratedJob = operation('flagModeratedJob', 'signed-in', boardFlag(jobs));
