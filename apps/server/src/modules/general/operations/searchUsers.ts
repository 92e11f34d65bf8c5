import { operation } from '../../../platform/http/operation';
import { peopleSearch } from '../../profile/search';

export const searchUsers = operation('searchUsers', 'signed-in', async ({ body, caller }, ctx) =>
  peopleSearch(ctx, caller, body, false),
);
