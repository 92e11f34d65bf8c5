import { operation } from '../../../platform/http/operation';
import { peopleSearch } from '../search';

export const searchProfiles = operation(
  'searchProfiles',
  'signed-in',
  async ({ body, caller }, ctx) => peopleSearch(ctx, caller, body, true),
);
