import { operation } from '../../../platform/http/operation';
import { pushRead, pushState } from '../live';
import { chatPerson } from '../policy';
import { markChatRead as markRead, unreadState } from '../repo';

export const markChatRead = operation(
  'markChatRead',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const person = await chatPerson(ctx, caller, params.id);
    const latest = await markRead(ctx.db, caller.user.id, person.id);
    if (!latest) return unreadState(ctx.db, caller.user.id);
    await pushRead(ctx, caller.user.id, person.id, latest);
    // Every device of the reader (this one included) gets the new badge.
    return pushState(ctx, caller.user.id);
  },
);
