// Migration 0040: every GIN index keeps a short pending list, which every search reads in full.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useFreshDatabase } from '../../../../test/support/database';

const database = useFreshDatabase();

describe('GIN indexes', () => {
  it('all keep their pending list under 128 kB, so a search never reads megabytes of it', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options
        from pg_class c
        join pg_am a on a.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace
       where a.amname = 'gin' and n.nspname = current_schema()
       order by c.relname`.execute(database.current.db);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(rows.filter((r) => !(r.options ?? []).includes('gin_pending_list_limit=128'))).toEqual(
      [],
    );
  });
});
