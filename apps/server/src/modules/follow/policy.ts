// Who may follow, mute, block and list whom.
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { hasBlocked } from '../../platform/db/relations';
import { PRESENT_PERSON } from '../../platform/feed/read-rules';
import { findUser } from './repo';

export const PERSON_NOT_FOUND = 'This person does not exist or is not visible to you.';
export const CANNOT_FOLLOW_BLOCKED = 'You cannot follow this person.';

export type PersonAction = 'follow' | 'unfollow' | 'mute' | 'unmute' | 'block' | 'unblock';

/**
 * The other person of a follow, mute or block (and their undoing): never oneself (400), and
 * someone who exists (404); a hibernated or deleted person cannot be followed (404), but what
 * was begun with them can be undone.
 */
export async function otherPerson(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: PersonAction,
): Promise<UserRow> {
  if (id === caller.user.id) throw badRequest(`You cannot ${action} yourself.`);
  const person = await findUser(ctx.db, id);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  if (action === 'follow' && !PRESENT_PERSON.passes(person)) throw notFound(PERSON_NOT_FOUND);
  return person;
}

/**
 * The person whose followers or following the caller asks for: one who exists and did not block
 * the caller (a block by the caller still lets the caller look).
 */
export async function listablePerson(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<UserRow> {
  if (id === caller.user.id) return caller.user;
  const person = await findUser(ctx.db, id);
  if (!person || (await hasBlocked(ctx.db, person.id, caller.user.id))) {
    throw notFound(PERSON_NOT_FOUND);
  }
  return person;
}

export const blockedFollow = () => forbidden(CANNOT_FOLLOW_BLOCKED);
