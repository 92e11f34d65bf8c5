// Post search (explore): words by full text (stemmed, best matches first, newest first among
// equals), hashtags, the post kinds of the explore tabs, paging, the feed rules (blocked and muted
// people, muted words) and bad input.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { NOTHING_TO_SEARCH, NOT_A_POST_TYPE } from './operations/searchPosts';

const app = useTestApp();

/** A word no other test uses, so each test searches its own posts only. */
const unique = (stem: string) => `${stem}${Math.random().toString(36).slice(2, 8)}`;

async function search(user: TestUser, body: Record<string, unknown>): Promise<string[]> {
  const response = await api(app.url, 'POST', '/user/newsfeed/search', {
    token: user.token,
    body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('searchPosts', 200, response.body);
  return response.body.items.map((p: any) => p.id);
}

/** Makes a post look older, so recency cannot be what orders a result. */
async function age(postId: string, days: number) {
  await app.database.db
    .updateTable('posts')
    .set({ created_at: new Date(Date.now() - days * 86_400_000) })
    .where('id', '=', postId)
    .execute();
}

describe('searching posts by words', () => {
  it('finds words in any form (stemmed), in the text of rich posts and in blog titles', async () => {
    const [author, reader] = [await makeUser(app), await makeUser(app)];
    const word = unique('slab');
    const plain = await makePost(app, author, { text: `<p>Pouring the <b>${word}</b> today</p>` });
    const blog = await makePost(app, author, {
      kind: 'blog',
      title: `About ${word} work`,
      text: '<p>Long read</p>',
    });
    await makePost(app, author, { text: '<p>Nothing to see</p>' });
    expect((await search(reader, { q: word })).sort()).toEqual([plain.id, blog.id].sort());
    // "poured" finds "Pouring" (the english stemmer), with the unique word narrowing it down.
    expect(await search(reader, { q: `poured ${word}` })).toEqual([plain.id]);
  });

  it('finds an edited post by its new words and no longer by its old ones', async () => {
    const [author, reader] = [await makeUser(app), await makeUser(app)];
    const [before, after] = [unique('rebar'), unique('formwork')];
    const post = await makePost(app, author, { text: `<p>Ordered the ${before}</p>` });
    expect(await search(reader, { q: before })).toEqual([post.id]);
    const edit = await api(app.url, 'PUT', `/user/post/${post.id}`, {
      token: author.token,
      body: { text: `<p>Ordered the ${after} instead</p>` },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await search(reader, { q: after })).toEqual([post.id]);
    expect(await search(reader, { q: before })).toEqual([]);
  });

  it('puts the best matches first and the newest first among equals', async () => {
    const [author, reader] = [await makeUser(app), await makeUser(app)];
    const word = unique('truss');
    const strong = await makePost(app, author, { text: `<p>${word} ${word} ${word} delivery</p>` });
    await age(strong.id, 3);
    const older = await makePost(app, author, { text: `<p>a ${word} here</p>` });
    await age(older.id, 2);
    const newer = await makePost(app, author, { text: `<p>a ${word} here</p>` });
    expect(await search(reader, { q: word })).toEqual([strong.id, newer.id, older.id]);
    expect(await search(reader, { q: word, skip: 1, limit: 1 })).toEqual([newer.id]);
  });
});

describe('searching posts by hashtag', () => {
  it('finds the posts carrying the tag, newest first, and narrows by other words', async () => {
    const [author, reader] = [await makeUser(app), await makeUser(app)];
    const tag = unique('rebar');
    const first = await makePost(app, author, { text: `Tying #${tag} cages` });
    await age(first.id, 1);
    const second = await makePost(app, author, { text: `More #${tag.toUpperCase()} today` });
    // The word alone in a text is not the tag.
    await makePost(app, author, { text: `${tag} without the hash` });
    expect(await search(reader, { q: `#${tag}` })).toEqual([second.id, first.id]);
    expect(await search(reader, { q: `#${tag} cages` })).toEqual([first.id]);
    // Stop words next to a tag do not empty the search.
    expect(await search(reader, { q: `#${tag} the` })).toEqual([second.id, first.id]);
  });
});

describe('the post kinds of the explore tabs', () => {
  it('narrows the search to originals, replies, blogs, polls and media', async () => {
    const [author, reader] = [await makeUser(app), await makeUser(app)];
    const word = unique('beam');
    const original = await makePost(app, author, { text: `<p>${word} set</p>` });
    const replied = await api(app.url, 'POST', `/user/post/${original.id}/reply`, {
      token: author.token,
      body: { text: `<p>${word} level?</p>` },
    });
    expect(replied.status).toBe(201);
    const blog = await makePost(app, author, { kind: 'blog', title: word, text: '<p>Notes</p>' });
    const poll = await makePost(app, author, {
      text: `${word} steel or timber?`,
      poll: { choices: ['Steel', 'Timber'] },
    });
    const byType = async (type: string) => (await search(reader, { q: word, type })).sort();
    expect(await byType('content')).toEqual(
      [original.id, replied.body.id, blog.id, poll.id].sort(),
    );
    expect(await byType('replies')).toEqual([replied.body.id]);
    expect(await byType('op')).toEqual([original.id, blog.id, poll.id].sort());
    expect(await byType('blogs')).toEqual([blog.id]);
    expect(await byType('polls')).toEqual([poll.id]);
    expect(await byType('media')).toEqual([]);
  });
});

describe('the feed rules in search', () => {
  it('leaves out blocked people (both ways), muted people and muted words', async () => {
    const reader = await makeUser(app);
    const [blocked, blocker, muted, fine] = [
      await makeUser(app),
      await makeUser(app),
      await makeUser(app),
      await makeUser(app),
    ];
    const word = unique('joist');
    for (const person of [blocked, blocker, muted]) {
      await makePost(app, person, { text: `<p>${word}</p>` });
    }
    const kept = await makePost(app, fine, { text: `<p>${word}</p>` });
    const hushed = await makePost(app, fine, { text: `<p>${word} asbestos</p>` });
    await api(app.url, 'POST', `/user/${blocked.id}/block`, { token: reader.token });
    await api(app.url, 'POST', `/user/${reader.id}/block`, { token: blocker.token });
    await api(app.url, 'POST', `/user/${muted.id}/mute`, { token: reader.token });
    expect((await search(reader, { q: word })).sort()).toEqual([kept.id, hushed.id].sort());
    await app.database.db
      .updateTable('users')
      .set({ mute_words: JSON.stringify(['asbestos']) })
      .where('id', '=', reader.id)
      .execute();
    expect(await search(reader, { q: word })).toEqual([kept.id]);
  });
});

describe('bad searches', () => {
  it('answers 400 with the field for an empty, blank or symbol-only search and a wrong type', async () => {
    const reader = await makeUser(app);
    const post = (body: unknown) =>
      api(app.url, 'POST', '/user/newsfeed/search', { token: reader.token, body });
    expect((await post({ q: '' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ q: 'x'.repeat(201) })).status).toBe(400);
    expect((await post({ q: 'beam', type: 'nonsense' })).status).toBe(400);
    for (const q of ['   ', '#', '?!']) {
      const response = await post({ q });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ q: NOTHING_TO_SEARCH });
    }
    const reactions = await post({ q: 'beam', type: 'reactions' });
    expect(reactions.status).toBe(400);
    expect(reactions.body.errors).toEqual({ type: NOT_A_POST_TYPE });
  });

  it('asks for a signed-in person', async () => {
    const response = await api(app.url, 'POST', '/user/newsfeed/search', { body: { q: 'beam' } });
    expect(response.status).toBe(401);
  });
});
