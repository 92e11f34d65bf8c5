import { operation } from '../../../platform/http/operation';
import { peoplePage } from '../lists';

export const listOwnFollowers = operation(
  'listOwnFollowers',
  'signed-in',
  ({ query, caller }, ctx) => peoplePage(ctx, caller, caller.user.id, 'followers', query),
);
