// One name rule for groups and channels (issue 24): a name is the address people type (@name),
// 3–30 ASCII letters, digits, hyphens and underscores (core's ENTITY_NAME_PATTERN). Names written
// under the older rules (group names with spaces, accents or marks, or longer than 30) become
// addresses by core's entityNameFrom, with -2, -3... when that address is taken. The title keeps
// the words people chose. Nothing to undo: the old names remain valid text.
import { ENTITY_NAME_MAX_LENGTH, ENTITY_NAME_PATTERN, entityNameFrom } from '@trestle/core';
import { sql, type Kysely } from 'kysely';

const TABLES = ['groups', 'channels'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await sql<{ id: string; name: string }>`
      select id, name from ${sql.table(table)} order by created_at, id
    `.execute(db);
    const fits = (name: string) =>
      name.length <= ENTITY_NAME_MAX_LENGTH && ENTITY_NAME_PATTERN.test(name) && name.length >= 3;
    const taken = new Set(
      rows.filter((row) => fits(row.name)).map((row) => row.name.toLowerCase()),
    );
    for (const row of rows) {
      if (fits(row.name)) continue;
      const base = entityNameFrom(row.name);
      let name = base;
      for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
        const suffix = `-${n}`;
        name = `${base.slice(0, ENTITY_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
      }
      taken.add(name.toLowerCase());
      await sql`update ${sql.table(table)} set name = ${name} where id = ${row.id}`.execute(db);
    }
  }
}

export async function down(): Promise<void> {}
