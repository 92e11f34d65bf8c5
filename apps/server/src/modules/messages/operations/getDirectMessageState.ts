import { operation } from '../../../platform/http/operation';
import { unreadState } from '../repo';

export const getDirectMessageState = operation(
  'getDirectMessageState',
  'signed-in',
  async ({ caller }, ctx) => unreadState(ctx.db, caller.user.id),
);
