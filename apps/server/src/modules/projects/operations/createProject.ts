import { countOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { assertProjectQuota } from '../policy';
import { readProject } from '../read';
import { insertProject } from '../save';

/** Publishes a project, within the membership's quota of projects. */
export const createProject = operation(
  'createProject',
  'signed-in',
  async ({ body, caller }, ctx) => {
    assertProjectQuota(caller, await countOwn(ctx.db, caller.user.id, 'project'));
    const id = await insertProject(ctx, caller, body);
    return readProject(ctx, caller, id);
  },
  { rateLimit: ['posting'], status: 201 },
);
