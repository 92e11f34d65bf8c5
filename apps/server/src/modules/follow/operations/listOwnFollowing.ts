import { operation } from '../../../platform/http/operation';
import { peoplePage } from '../lists';

export const listOwnFollowing = operation(
  'listOwnFollowing',
  'signed-in',
  ({ query, caller }, ctx) => peoplePage(ctx, caller, caller.user.id, 'following', query),
);
