// Who may see whose profile. A person who blocked the caller does not exist for them (404); the
// caller's own block still lets them open the profile (it says blockedByMe and shows no posts),
// so the block can be lifted there. Visitors see open profiles only.
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import { notFound } from '../../platform/http/errors';
import { hasBlocked } from '../../platform/db/relations';
import { findUserById } from './repo';

export const PERSON_NOT_FOUND = 'This person does not exist or is not visible to you.';

/** The person when the caller (or a visitor) may see their profile; else 404. */
export async function visiblePerson(
  ctx: AppContext,
  caller: Caller | null,
  person: UserRow | undefined,
): Promise<UserRow> {
  if (!person) throw notFound(PERSON_NOT_FOUND);
  // A hibernated or deleted account does not exist for anyone (issue 22).
  if (person.hibernated_at || person.deleted_at) throw notFound(PERSON_NOT_FOUND);
  if (!caller) {
    if (!person.profile_opened) throw notFound(PERSON_NOT_FOUND);
    return person;
  }
  if (person.id === caller.user.id) return person;
  if (await hasBlocked(ctx.db, person.id, caller.user.id)) throw notFound(PERSON_NOT_FOUND);
  return person;
}

/** The person by id, when the caller may see their profile; else 404. */
export async function visiblePersonById(
  ctx: AppContext,
  caller: Caller | null,
  id: string,
): Promise<UserRow> {
  if (caller && id === caller.user.id) return caller.user;
  return visiblePerson(ctx, caller, await findUserById(ctx.db, id));
}
