import { operation } from '../../../platform/http/operation';
import { assertOwner, assertPassword, groupAccess } from '../policy';
import { deleteGroupRow } from '../repo';

/** Owner only, with the account password; the group's posts are deleted with it. */
export const deleteGroup = operation(
  'deleteGroup',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertOwner(access);
    await assertPassword(caller, body.password);
    await deleteGroupRow(ctx.db, access.group.id);
    return { ok: true as const };
  },
  // Each call checks the password: limited per person (429) like sign-in.
  { rateLimit: ['passwordCheck'] },
);
