import { RIGHT_COLUMN_PEOPLE } from '@trestle/core';
import { presentUserSummary } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { suggestedPeople } from '../repo';

export const listSuggestedPeople = operation(
  'listSuggestedPeople',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const people = await suggestedPeople(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? RIGHT_COLUMN_PEOPLE,
    });
    // Nobody suggested is followed yet.
    return { items: people.map((p) => presentUserSummary(p, false)) };
  },
);
