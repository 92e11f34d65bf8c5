import { MESSAGE_SEARCH_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { presentUserSummary } from '../../../platform/feed/index';
import { presentMessages } from '../present';
import { messagesByIds, searchMessageIds, usersByIds } from '../repo';

export const searchDirectMessages = operation(
  'searchDirectMessages',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const words = query.q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
    if (words.length === 0) return { items: [] };
    const hits = await searchMessageIds(
      ctx.db,
      caller.user.id,
      words,
      query.skip ?? 0,
      query.limit ?? MESSAGE_SEARCH_PAGE_SIZE,
    );
    const ids = hits.map((h) => h.id);
    const [rows, others] = await Promise.all([
      messagesByIds(ctx.db, ids),
      usersByIds(ctx.db, [...new Set(hits.map((h) => h.other_id))]),
    ]);
    const messages = new Map(
      (await presentMessages(ctx.db, caller.user.id, rows)).map((m) => [m.id, m]),
    );
    const people = new Map(others.map((u) => [u.id, u]));
    return {
      items: hits.flatMap((hit) => {
        const message = messages.get(hit.id);
        const person = people.get(hit.other_id);
        return message && person
          ? [{ chatId: hit.other_id, user: presentUserSummary(person), message }]
          : [];
      }),
    };
  },
);
