import { boardDelete } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Owner only, with the account password; bids, favorites and reports go with it. */
export const deleteProject = operation('deleteProject', 'signed-in', boardDelete(projects), {
  rateLimit: ['passwordCheck'],
});
