import { operation } from '../../../platform/http/operation';
import { setProfileOpened } from '../repo';

export const setProfileOpen = operation(
  'setProfileOpen',
  'signed-in',
  async ({ body, caller }, ctx) => {
    await setProfileOpened(ctx.db, caller.user.id, body.opened);
    return { ok: true as const };
  },
);
