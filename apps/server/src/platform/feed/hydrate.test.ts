// Hydration reads its rows as JSON in one statement and revives their timestamps: every
// timestamp column of the rows it reads must be listed, or a date would arrive as a string.
import type { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
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

  describe('rows kept by their version', () => {
    async function authorWithPosts(count: number) {
      const { db } = test.current;
      const authorId = newId();
      await db
        .insertInto('users')
        .values(userRow({ id: authorId, display_name: 'Ann Architect' }))
        .execute();
      const ids: string[] = [];
      for (let n = 0; n < count; n += 1) {
        const id = newId();
        ids.push(id);
        await db
          .insertInto('posts')
          .values({
            id,
            author_id: authorId,
            kind: 'post',
            text: `<p>Post ${n}</p>`,
            plain_text: `Post ${n}`,
            category: 'general',
            media: '[]',
          })
          .execute();
      }
      return { authorId, ids };
    }

    it('reads a page never seen in one statement, and the same page again in one statement that reads no row', async () => {
      const { db } = test.current;
      const { ids } = await authorWithPosts(3);
      const statements = vi.spyOn(db, 'executeQuery');
      const first = await hydrate(db, null, ids);
      expect(statements).toHaveBeenCalledTimes(1);
      statements.mockClear();
      const again = await hydrate(db, null, ids);
      expect(statements).toHaveBeenCalledTimes(1);
      expect((statements.mock.calls[0]![0] as CompiledQuery).sql).not.toMatch(/to_json\(shown\)/);
      // The very rows read the first time, shared and frozen so no page can change them.
      expect(again.posts.get(ids[0]!)).toBe(first.posts.get(ids[0]!));
      expect(Object.isFrozen(again.posts.get(ids[0]!))).toBe(true);
      expect(() => {
        (again.posts.get(ids[0]!) as { text: string }).text = 'changed';
      }).toThrow(TypeError);
      statements.mockRestore();
    });

    it('reads again, and only, the rows that changed: an edit, a count, an author’s name', async () => {
      const { db } = test.current;
      const { authorId, ids } = await authorWithPosts(3);
      await hydrate(db, null, ids);
      await db
        .updateTable('posts')
        .set({ text: '<p>Edited</p>', plain_text: 'Edited' })
        .where('id', '=', ids[1]!)
        .execute();
      await db.updateTable('posts').set({ likes_count: 7 }).where('id', '=', ids[2]!).execute();
      await db
        .updateTable('users')
        .set({ display_name: 'Ann Builder' })
        .where('id', '=', authorId)
        .execute();
      const statements = vi.spyOn(db, 'executeQuery');
      const data = await hydrate(db, null, ids);
      expect(statements).toHaveBeenCalledTimes(2);
      const [posts, authors, groups, channels] = (statements.mock.calls[1]![0] as CompiledQuery)
        .parameters as string[][];
      expect([[...posts!].sort(), authors, groups, channels]).toEqual([
        [ids[1], ids[2]].sort(),
        [authorId],
        [],
        [],
      ]);
      statements.mockRestore();
      expect(data.posts.get(ids[0]!)?.plain_text).toBe('Post 0');
      expect(data.posts.get(ids[1]!)?.plain_text).toBe('Edited');
      expect(data.posts.get(ids[2]!)?.likes_count).toBe(7);
      expect(data.authors.get(authorId)?.display_name).toBe('Ann Builder');
      expect(data.posts.get(ids[1]!)?.created_at).toBeInstanceOf(Date);
      expect(Object.keys(data.authors.get(authorId)!)).not.toContain('version');
    });

    it('tells two changes made in one transaction apart', async () => {
      const { db } = test.current;
      const { ids } = await authorWithPosts(1);
      const id = ids[0]!;
      await hydrate(db, null, ids);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('posts').set({ likes_count: 1 }).where('id', '=', id).execute();
        expect((await hydrate(trx, null, ids)).posts.get(id)?.likes_count).toBe(1);
        await trx.updateTable('posts').set({ likes_count: 2 }).where('id', '=', id).execute();
        expect((await hydrate(trx, null, ids)).posts.get(id)?.likes_count).toBe(2);
      });
      expect((await hydrate(db, null, ids)).posts.get(id)?.likes_count).toBe(2);
    });
  });
});
