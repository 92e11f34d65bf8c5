import { operation } from '../../../platform/http/operation';
import { countUnread } from '../repo';

export const countUnreadNotifications = operation(
  'countUnreadNotifications',
  'signed-in',
  async ({ caller }, ctx) => ({ unread: await countUnread(ctx.db, caller.user.id) }),
);
