// Follower and following counts count present people only (PRESENT_PERSON, read-rules.ts): the
// follows trigger keeps them as follows come and go between present people; when someone leaves
// or comes back (hibernation, waking, deletion) or a follow with an absent person ends, the counts
// concerned are counted again from the follows, through the rule's SQL form.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { PRESENT_PERSON } from '../../platform/feed/read-rules';

function recount(db: Db, which: RawBuilder<unknown>) {
  return sql`update users u set
      followers_count = (select count(*) from follows f join users a on a.id = f.follower_id
                          where f.followee_id = u.id and ${PRESENT_PERSON.sql('a')}),
      following_count = (select count(*) from follows f join users a on a.id = f.followee_id
                          where f.follower_id = u.id and ${PRESENT_PERSON.sql('a')})
    where u.id in (${which})`.execute(db);
}

/** Counts these people's followers and following again. */
export async function recountFollowsOf(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await recount(db, sql`select unnest(${[...userIds]}::uuid[])`);
}

/** Counts again everyone `userId` follows or is followed by (they left or came back). */
export async function recountAround(db: Db, userId: string): Promise<void> {
  await recount(
    db,
    sql`select followee_id from follows where follower_id = ${userId}
        union select follower_id from follows where followee_id = ${userId}`,
  );
}
