import { operation } from '../../../platform/http/operation';
import { peoplePage } from '../lists';
import { listablePerson } from '../policy';

export const listUserFollowing = operation(
  'listUserFollowing',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const person = await listablePerson(ctx, caller, params.id);
    return peoplePage(ctx, caller, person.id, 'following', query);
  },
);
