// Page through a feed with its cursor: pass each page's nextCursor back until it is null. Posts
// arriving meanwhile neither repeat nor shift the pages.
import { unwrap } from '@trestle/sdk';
import { show, signedInClient } from './session.mjs';

const { client } = await signedInClient();
const ids = [];
let cursor;
let pages = 0;
do {
  const page = await unwrap(
    client.api.GET('/user/newsfeed', {
      params: { query: { source: 'local', limit: 2, ...(cursor ? { cursor } : {}) } },
    }),
  );
  ids.push(...page.items.map((post) => post.id));
  cursor = page.nextCursor ?? undefined;
  pages += 1;
} while (cursor && pages < 100);
show({ pages, ids });
