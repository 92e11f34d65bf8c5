// Read the first page of the local feed (everyone's public posts, newest first).
import { unwrap } from '@trestle/sdk';
import { show, signedInClient } from './session.mjs';

const { client } = await signedInClient();
const page = await unwrap(
  client.api.GET('/user/newsfeed', { params: { query: { source: 'local', limit: 10 } } }),
);
for (const post of page.items) {
  console.error(`${post.user.username}: ${post.text}`);
}
show({ ids: page.items.map((post) => post.id), nextCursor: page.nextCursor ?? null });
