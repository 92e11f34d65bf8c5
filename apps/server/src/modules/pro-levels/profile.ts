// What a profile shows of pro levels: the person's levels on offer for the level button, each
// with the caller's subscription (null for visitors), and the caller's private note on the person
// when the person subscribes to one of the caller's levels.
import type { Db } from '../../platform/db/database';
import { presentProfileLevels } from './present';
import { levelsOf } from './repo';

export async function profileLevels(db: Db, callerId: string | null, personId: string) {
  const [levels, noted] = await Promise.all([
    levelsOf(db, personId),
    callerId === null || callerId === personId
      ? Promise.resolve(undefined)
      : db
          .selectFrom('pro_subscriptions')
          .select('note')
          .where('owner_id', '=', callerId)
          .where('subscriber_id', '=', personId)
          .where('note', 'is not', null)
          .orderBy('updated_at', 'desc')
          .executeTakeFirst(),
  ]);
  return {
    levels: await presentProfileLevels(db, callerId, levels),
    // The profile's note field is shorter than a subscriber's note: its beginning.
    note: noted?.note ? { note: noted.note.slice(0, 1000) } : null,
  };
}
