// Hydration reads its rows as JSON in one statement and revives their timestamps: every
// timestamp column of the rows it reads must be listed, or a date would arrive as a string.
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../test/support/database';
import { newId } from '../ids';
import { userRow } from '../../../test/support/rows';
import { AUTHOR_COLUMNS, hydrate, TIMESTAMP_COLUMNS } from './hydrate';

const test = useFreshDatabase();

/** The timestamp columns of the tables hydration reads, by table. */
async function timestampColumns(): Promise<Record<string, string[]>> {
  const { rows } = await test.current.pool.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name = any($1)
        and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
      order by column_name`,
    [Object.keys(TIMESTAMP_COLUMNS)],
  );
  const found: Record<string, string[]> = {};
  for (const row of rows) (found[row.table_name] ??= []).push(row.column_name);
  return found;
}

describe('hydration', () => {
  it('revives every timestamp column of the posts, groups and channels, and of the author columns it reads', async () => {
    const found = await timestampColumns();
    const authorColumns: readonly string[] = AUTHOR_COLUMNS;
    found.users = found.users!.filter((column) => authorColumns.includes(column));
    const listed = Object.fromEntries(
      Object.entries(TIMESTAMP_COLUMNS).map(([table, columns]) => [table, [...columns].sort()]),
    );
    expect(found).toEqual(listed);
  });

  it('reads of an author only what a page shows and its rules ask: no password hash, e-mail or full profile', async () => {
    const { db } = test.current;
    const authorId = newId();
    const postId = newId();
    const profile = {
      profession: [{ title: 'Site manager' }],
      about: 'Twenty years on sites',
    };
    await db
      .insertInto('users')
      .values(
        userRow({
          id: authorId,
          password_hash: 'a-secret-hash',
          profile: JSON.stringify(profile),
          profile_opened: true,
        }),
      )
      .execute();
    await db
      .insertInto('posts')
      .values({
        id: postId,
        author_id: authorId,
        kind: 'post',
        text: '<p>Pour day</p>',
        plain_text: 'Pour day',
        category: 'general',
        media: '[]',
      })
      .execute();

    const data = await hydrate(db, null, [postId]);

    const author = data.authors.get(authorId)!;
    expect(Object.keys(author).sort()).toEqual([...AUTHOR_COLUMNS, 'profile'].sort());
    expect(author.profile).toEqual({ profession: profile.profession });
    expect(author.hibernated_at).toBeNull();
    expect(JSON.stringify(author)).not.toContain('a-secret-hash');
    expect(data.posts.get(postId)?.created_at).toBeInstanceOf(Date);
  });
});
