// Migration 0022 fills posts.plain_text for the posts that exist, with the function new posts use.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/support/database';
import { newId } from '../../ids';
import { down, up } from './0022_plain_text';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0022 (posts.plain_text)', () => {
  it('backfills the visible words of every existing post, lower-cased, markup left out', async () => {
    const db = database.db;
    await down(db as never);
    const author = newId();
    await sql`insert into users (id, username, email, password_hash, account_type, role_key,
      membership_level, display_name, general, profile, dm_setting, mute_words, mute_categories)
      values (${author}, 'backfill', 'backfill@example.test', 'x', 'personal', 'user', 'free',
      'Backfill', '{}', '{}', 'followers', '[]', '[]')`.execute(db);
    const posts = [
      {
        id: newId(),
        title: 'Site Diary',
        text: '<p><strong>Pour</strong> &amp; <a href="x">cure</a></p>',
      },
      { id: newId(), title: null, text: '<blockquote><strong></strong></blockquote>' },
    ];
    for (const post of posts) {
      await sql`insert into posts (id, author_id, kind, title, text, category, media)
        values (${post.id}, ${author}, 'post', ${post.title}, ${post.text}, 'general', '[]')`.execute(
        db,
      );
    }
    await up(db as never);
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'plain_text'])
      .where(
        'id',
        'in',
        posts.map((p) => p.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r.plain_text]));
    expect(byId.get(posts[0]!.id)).toBe('site diary\npour & cure');
    expect(byId.get(posts[1]!.id)).toBe('');
  });
});
