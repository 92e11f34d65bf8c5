import { operation } from '../../../platform/http/operation';
import { presentEntries } from '../present';
import { listEntries } from '../repo';
import { typesOfTab } from '../tabs';

export const listNotifications = operation(
  'listNotifications',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listEntries(
      ctx.db,
      caller.user.id,
      typesOfTab(query.type ?? 'all'),
      query.skip ?? 0,
      query.limit ?? 10,
    );
    return { items: await presentEntries(ctx.db, caller.user, rows) };
  },
);
