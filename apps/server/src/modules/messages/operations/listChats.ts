import { CHATS_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { presentChats } from '../present';
import { listChatRows } from '../repo';

export const listChats = operation('listChats', 'signed-in', async ({ query, caller }, ctx) => {
  const rows = await listChatRows(ctx.db, caller.user.id, {
    pinned: query.pinned,
    search: query.search,
    skip: query.skip ?? 0,
    limit: query.limit ?? CHATS_PAGE_SIZE,
  });
  return { items: await presentChats(ctx.db, caller.user.id, rows) };
});
