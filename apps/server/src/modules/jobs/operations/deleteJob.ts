import { boardDelete } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Owner only, with the account password; applications, favorites and reports go with it. */
export const deleteJob = operation('deleteJob', 'signed-in', boardDelete(jobs), {
  rateLimit: ['passwordCheck'],
});
