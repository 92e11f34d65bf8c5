import { countBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { directoryQuery } from '../search';

export const countListings = operation(
  'countListings',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    count: await countBoard(ctx.db, viewerOf(caller), directoryQuery(query)),
  }),
);
