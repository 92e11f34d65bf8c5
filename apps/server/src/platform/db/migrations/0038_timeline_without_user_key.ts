// The home timeline's entries without a foreign key to their person (issue 25). The key made the
// fan-out check, and lock, the follower's users row for every entry it wrote: about a hundred
// per post (307,704 checks in a 10-second posting run of the bench). Nothing needs it: an
// account's deletion ends its follows and channel follows, whose triggers remove the entries
// they brought, and the deletion job then removes whatever is left (modules/settings/deletion.ts);
// an entry of a person who is gone is never read (a timeline is read by its own person only).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table home_timeline drop constraint if exists home_timeline_user_id_fkey`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from home_timeline t where not exists (select 1 from users u where u.id = t.user_id)`.execute(
    db,
  );
  await sql`alter table home_timeline add constraint home_timeline_user_id_fkey
    foreign key (user_id) references users (id) on delete cascade`.execute(db);
}
