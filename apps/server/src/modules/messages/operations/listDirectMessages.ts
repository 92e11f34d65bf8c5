import { MESSAGES_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { chatPerson } from '../policy';
import { presentMessages } from '../present';
import { clearedAt, listMessageRows } from '../repo';

export const listDirectMessages = operation(
  'listDirectMessages',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const person = await chatPerson(ctx, caller, params.id);
    const cleared = await clearedAt(ctx.db, caller.user.id, person.id);
    const { rows, count } = await listMessageRows(
      ctx.db,
      caller.user.id,
      person.id,
      cleared,
      query.skip ?? 0,
      query.limit ?? MESSAGES_PAGE_SIZE,
    );
    return { items: await presentMessages(ctx.db, caller.user.id, rows), count };
  },
);
