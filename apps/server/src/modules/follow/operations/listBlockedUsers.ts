import { operation } from '../../../platform/http/operation';
import { peoplePage } from '../lists';

export const listBlockedUsers = operation(
  'listBlockedUsers',
  'signed-in',
  ({ query, caller }, ctx) => peoplePage(ctx, caller, caller.user.id, 'blocked', query),
);
