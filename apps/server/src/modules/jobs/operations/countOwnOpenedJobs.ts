import { countOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';

export const countOwnOpenedJobs = operation(
  'countOwnOpenedJobs',
  'signed-in',
  async ({ caller }, ctx) => ({ count: await countOwn(ctx.db, caller.user.id, 'job', 'opened') }),
);
