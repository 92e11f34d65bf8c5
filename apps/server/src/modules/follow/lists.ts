// The people lists (followers, following, muted, blocked): one query for the page, one for the
// caller's follows among it.
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { presentPeople } from './present';
import { followedAmong, listPeople, type Relation } from './repo';

/** Spec section 9: ten people in one reading unless the client asks for another page size. */
export const DEFAULT_PAGE_SIZE = 10;

export interface ListQuery {
  search?: string | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
}

export async function peoplePage(
  ctx: AppContext,
  caller: Caller,
  ownerId: string,
  relation: Relation,
  query: ListQuery,
) {
  const rows = await listPeople(ctx.db, {
    ownerId,
    relation,
    // Follower and following lists leave out people blocked either way; the caller's own muted
    // and blocked lists show everyone in them, so a mute or block can always be lifted.
    hideBlockedFor:
      relation === 'followers' || relation === 'following' ? caller.user.id : undefined,
    search: query.search,
    skip: query.skip ?? 0,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
  });
  const followed = await followedAmong(
    ctx.db,
    caller.user.id,
    rows.map((r) => r.id),
  );
  return presentPeople(rows, followed);
}
