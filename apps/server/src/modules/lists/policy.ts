// Who may do what with a list: lists are private to their owner, so another person's list answers
// 404 exactly like one that does not exist (its existence is not revealed). People blocked either
// way with the owner cannot be added: 404, as every other path treats a blocked person.
import { blockedEitherWay } from '../../platform/db/relations';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { findOwnList, personExists, type UserListWithCount } from './repo';

export const LIST_NOT_FOUND = 'This list does not exist.';
export const PERSON_NOT_FOUND = 'This person does not exist.';

/** The caller's own list, or 404. */
export async function ownListOr404(
  ctx: AppContext,
  ownerId: string,
  listId: string,
): Promise<UserListWithCount> {
  const list = await findOwnList(ctx.db, ownerId, listId);
  if (!list) throw notFound(LIST_NOT_FOUND);
  return list;
}

/** A person who may go on the owner's list: exists, and no block either way; else 404. */
export async function assertMayAdd(
  ctx: AppContext,
  ownerId: string,
  userId: string,
): Promise<void> {
  if (!(await personExists(ctx.db, userId)) || (await blockedEitherWay(ctx.db, ownerId, userId))) {
    throw notFound(PERSON_NOT_FOUND);
  }
}
