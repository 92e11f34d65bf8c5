// The words a reader sees in each post, stored (issue 20): muted words and word search matched
// the raw HTML, so muting "strong" or "href" hid posts whose visible text has no such word. The
// column holds core's plainTextOf(title, text) lower-cased, written by every path that stores a
// post's title or text; existing posts are filled here with the same function.
import { sql, type Kysely } from 'kysely';
import { storedPlainText } from '../../feed/plain-text';

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column plain_text text not null default ''`.execute(db);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<{ id: string; title: string | null; text: string }>`
      select id, title, text from posts where id > ${after}::uuid order by id limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    const texts = rows.map((r) => storedPlainText(r));
    await sql`
      update posts p set plain_text = v.t
        from unnest(${ids}::uuid[], ${texts}::text[]) as v(id, t)
       where p.id = v.id
    `.execute(db);
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop column plain_text`.execute(db);
}
