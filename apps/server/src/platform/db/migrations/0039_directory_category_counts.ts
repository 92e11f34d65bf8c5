// The directory's listing counts per category, kept exact by a trigger on board_items (issue 25's
// bench: counting 100,000 listings for every taxonomy request served 7 of them a second, with a
// median of five seconds under load). The counts are by moderation state, so the rule of what the
// public lists show (platform/board/visibility.ts PUBLICLY_LISTED) stays the query's, in one
// place; blocks, which differ per reader, are subtracted at read time (modules/directory/repo.ts).
// - directory_credited(category_ids): the categories a listing counts toward, each once: its own
//   and their groups. The taxonomy is fixed (migration 0020), so this depends on the row alone.
// - directory_category_counts: listings by category, moderation and flag.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function directory_credited(ids text[]) returns table (category_id uuid)
    language sql stable as $$
      select k.id from directory_categories k where k.id::text = any(ids)
      union
      select k.parent_id from directory_categories k
       where k.id::text = any(ids) and k.parent_id is not null
    $$
  `.execute(db);
  await sql`
    create table directory_category_counts (
      category_id uuid not null references directory_categories (id),
      moderate text not null,
      flagged boolean not null,
      n integer not null,
      primary key (category_id, moderate, flagged)
    )
  `.execute(db);
  await sql`
    insert into directory_category_counts (category_id, moderate, flagged, n)
    select d.category_id, b.moderate, b.flagged, count(*)
      from board_items b cross join lateral directory_credited(b.category_ids) d
     where b.kind = 'listing'
     group by 1, 2, 3
  `.execute(db);
  // Every path that adds, changes or removes a listing (creating, editing, moderation, flags,
  // an owner's deletion, seeds) counts the same.
  await sql`
    create function count_directory_listings() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.kind = new.kind and old.moderate = new.moderate
         and old.flagged = new.flagged and old.category_ids = new.category_ids then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') and old.kind = 'listing' then
        update directory_category_counts c set n = c.n - 1
         where c.moderate = old.moderate and c.flagged = old.flagged
           and c.category_id in (select d.category_id from directory_credited(old.category_ids) d);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.kind = 'listing' then
        insert into directory_category_counts (category_id, moderate, flagged, n)
        select d.category_id, new.moderate, new.flagged, 1
          from directory_credited(new.category_ids) d
        on conflict (category_id, moderate, flagged)
          do update set n = directory_category_counts.n + 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger board_items_directory_counts
    after insert or delete or update of kind, moderate, flagged, category_ids on board_items
    for each row execute function count_directory_listings()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger board_items_directory_counts on board_items`.execute(db);
  await sql`drop function count_directory_listings()`.execute(db);
  await sql`drop table directory_category_counts`.execute(db);
  await sql`drop function directory_credited(text[])`.execute(db);
}
