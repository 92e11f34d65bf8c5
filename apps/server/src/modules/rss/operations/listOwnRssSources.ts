import { operation } from '../../../platform/http/operation';
import { presentSource } from '../present';
import { ownSources } from '../repo';

/** The caller's sources, the latest added first. */
export const listOwnRssSources = operation(
  'listOwnRssSources',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await ownSources(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    return { items: rows.map((row) => presentSource(row, true)) };
  },
);
