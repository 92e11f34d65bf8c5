import { operation } from '../../../platform/http/operation';
import { trendingTags } from '../repo';
import { sinceOf, tagIdOf } from '../tags';

export const listTags = operation('listTags', 'signed-in', async ({ query, caller }, ctx) => {
  const prefix = query.search?.trim().replace(/^#+/, '').toLowerCase();
  const tags = await trendingTags(ctx.db, {
    viewerId: caller.user.id,
    since: sinceOf(query.period ?? 'week'),
    prefix: prefix || undefined,
    skip: query.skip ?? 0,
    limit: query.limit ?? 10,
  });
  return { items: tags.map((t) => ({ id: tagIdOf(t.name), ...t })) };
});
