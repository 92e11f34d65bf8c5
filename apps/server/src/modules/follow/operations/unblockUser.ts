import { operation } from '../../../platform/http/operation';
import { otherPerson } from '../policy';
import { deleteBlock } from '../repo';

export const unblockUser = operation(
  'unblockUser',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const person = await otherPerson(ctx, caller, params.id, 'unblock');
    await deleteBlock(ctx.db, caller.user.id, person.id);
    return { ok: true as const };
  },
);
