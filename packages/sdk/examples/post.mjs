// Write a post. The text is rich text (a few HTML tags: p, strong, em, a, ul, ol…).
import { unwrap } from '@trestle/sdk';
import { show, signedInClient } from './session.mjs';

const { client } = await signedInClient();
const post = await unwrap(
  client.api.POST('/user/post', {
    body: { text: '<p>Concrete poured on <strong>level 3</strong>.</p>', category: 'business' },
  }),
);
show({ id: post.id, text: post.text, author: post.user.username });
