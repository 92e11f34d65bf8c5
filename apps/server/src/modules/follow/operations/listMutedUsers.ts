import { operation } from '../../../platform/http/operation';
import { peoplePage } from '../lists';

export const listMutedUsers = operation('listMutedUsers', 'signed-in', ({ query, caller }, ctx) =>
  peoplePage(ctx, caller, caller.user.id, 'muted', query),
);
