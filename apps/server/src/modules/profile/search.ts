// People search for the general area (searchUsers: names) and the profile area (searchProfiles:
// names, professions and company): prefix first, then fuzzy (pg_trgm), blocked people left out.
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { presentUserSummary } from '../../platform/feed/index';
import type { UserRow } from '../../platform/db/tables';
import { followedAmong, searchPeople } from './repo';

export async function peopleSearch(
  ctx: AppContext,
  caller: Caller,
  body: { search: string; skip?: number | undefined; limit?: number | undefined },
  profileTerms: boolean,
) {
  const rows = await searchPeople(ctx.db, {
    viewerId: caller.user.id,
    search: body.search,
    profileTerms,
    skip: body.skip ?? 0,
    limit: body.limit ?? 10,
  });
  const followed = await followedAmong(
    ctx.db,
    caller.user.id,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => presentUserSummary(row, followed.has(row.id))) };
}

/** A person's public card, with whether a signed-in caller follows them. */
export async function userCard(ctx: AppContext, caller: Caller | null, person: UserRow) {
  if (!caller || caller.user.id === person.id) return presentUserSummary(person);
  const followed = await followedAmong(ctx.db, caller.user.id, [person.id]);
  return presentUserSummary(person, followed.has(person.id));
}
