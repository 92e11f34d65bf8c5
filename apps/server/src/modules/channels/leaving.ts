// A person leaving Trestle (account deletion, modules/settings/deletion.ts): the channels they
// own are deleted with their posts (a channel is its owner's publication); the channels they
// follow lose them (counts recounted). Safe to run again.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { deleteChannelRow } from './repo';

/** Channels are the person's own publications: deleted (their posts with them). */
export async function releaseChannelsOf(db: Db, userId: string): Promise<void> {
  const owned = await db
    .selectFrom('channels')
    .select('id')
    .where('owner_id', '=', userId)
    .execute();
  for (const { id } of owned) await deleteChannelRow(db, id);
  const followed = await db
    .deleteFrom('channel_follows')
    .where('user_id', '=', userId)
    .returning('channel_id')
    .execute();
  const ids = followed.map((f) => f.channel_id);
  if (ids.length > 0) {
    await sql`update channels c set followers_count = (select count(*) from channel_follows f
      where f.channel_id = c.id and f.role = 'follower') where c.id = any(${ids}::uuid[])`.execute(
      db,
    );
  }
}
