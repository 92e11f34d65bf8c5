// The levels a premium post names (post_pro_levels): checked to be the author's own levels on
// offer, and written with the post. Who may then read it is read-rules' premiumOpenSql.
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { PREMIUM_LEVELS_NOT_OWN } from './policy';
import { ownLevelIds } from './repo';

/** The author's own levels among `ids`, deduplicated; a 400 on premiumLevels otherwise. */
export async function checkedPremiumLevels(
  db: Db,
  authorId: string,
  ids: readonly string[] | undefined,
): Promise<string[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const own = await ownLevelIds(db, authorId, unique);
  if (own.length !== unique.length) {
    throw badRequest(PREMIUM_LEVELS_NOT_OWN, { premiumLevels: PREMIUM_LEVELS_NOT_OWN });
  }
  return unique;
}

/** Replaces the levels the post names. */
export async function setPremiumLevels(db: Db, postId: string, levelIds: string[]): Promise<void> {
  await db.deleteFrom('post_pro_levels').where('post_id', '=', postId).execute();
  if (levelIds.length === 0) return;
  await db
    .insertInto('post_pro_levels')
    .values(levelIds.map((level_id) => ({ post_id: postId, level_id })))
    .execute();
}
