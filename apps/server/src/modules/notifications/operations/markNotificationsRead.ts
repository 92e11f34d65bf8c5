import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { pushCount } from '../live';
import { markRead } from '../repo';

export const NOTHING_TO_MARK = 'Send the ids of the notifications to mark read, or all: true.';

export const markNotificationsRead = operation(
  'markNotificationsRead',
  'signed-in',
  async ({ body, caller }, ctx) => {
    // `all: true` wins over ids (the contract says so); ids of others' entries change nothing.
    if (!body.all && !body.ids) throw badRequest(NOTHING_TO_MARK, { ids: NOTHING_TO_MARK });
    await markRead(ctx.db, caller.user.id, body.all ? 'all' : (body.ids ?? []));
    // Every open tab and device of the person gets the new badge, this one included.
    return { unread: await pushCount(ctx, caller.user.id) };
  },
);
