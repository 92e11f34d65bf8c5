// Who may do what in a group. Roles come from the caller's own group_members row: owner,
// moderator or member while active; a join request (pending) or a block gives no rights. The role
// rules themselves are core's (groups/roles), shared with the web's screens.
import { canBlockInGroup, canModerateGroup, groupPlace, isGroupOwner } from '@trestle/core';
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { GroupMemberRow, GroupRow } from '../../platform/db/tables';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { findGroup, findMembership } from './repo';

export const GROUP_NOT_FOUND = 'This group does not exist.';
export const BLOCKED_FROM_GROUP = 'You are blocked from this group.';
export const PRIVATE_GROUP = 'This group is private: only its members can see it.';
export const OWNER_ONLY = 'Only the owner of the group can do this.';
export const MODERATORS_ONLY = 'Only the owner and moderators of the group can do this.';
// Deleting or handing over a group is confirmed with the owner's account password.
export { WRONG_PASSWORD, assertPassword } from '../../platform/auth/confirm-password';
export const NAME_TAKEN = 'This group name is already taken.';
export const MEMBER_NOT_FOUND = 'This person is not a member of the group.';
export const REQUEST_NOT_FOUND = 'This person has not asked to join the group.';
export const RULE_NOT_FOUND = 'This rule does not exist in the group.';
export const REPORT_NOT_FOUND = 'This report does not exist in the group.';
export const ALREADY_MEMBER = 'You are already a member of this group.';
export const ALREADY_ASKED = 'Your request to join this group is already waiting.';
export const OWNER_CANNOT_LEAVE = 'The owner cannot leave the group: hand it over first.';

export interface GroupAccess {
  group: GroupRow;
  /** The caller's row in the group (member, request or block), if any. */
  me: GroupMemberRow | null;
}

/** The group and the caller's place in it; 404 when there is no such group. */
export async function groupAccess(
  ctx: AppContext,
  caller: Caller,
  groupId: string,
): Promise<GroupAccess> {
  const [group, me] = await Promise.all([
    findGroup(ctx.db, groupId),
    findMembership(ctx.db, groupId, caller.user.id),
  ]);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return { group, me: me ?? null };
}

export const isActive = (me: GroupMemberRow | null): me is GroupMemberRow =>
  me?.status === 'active';

const placeOf = (me: GroupMemberRow | null) => (me ? groupPlace(me.status, me.role) : null);

export const isModerator = (me: GroupMemberRow | null): boolean => canModerateGroup(placeOf(me));

export const isOwner = (me: GroupMemberRow | null): boolean => isGroupOwner(placeOf(me));

/** Whether the caller may see the group's posts, members and rules. */
export const maySeeContent = ({ group, me }: GroupAccess): boolean =>
  group.type !== 'private' || isActive(me);

/** A blocked person gets 403 on everything of the group. */
export function assertNotBlocked(access: GroupAccess): void {
  if (access.me?.status === 'blocked') throw forbidden(BLOCKED_FROM_GROUP);
}

/** The group's content (posts, members, rules): blocked people and, for a private group, non-members get 403. */
export function assertMaySeeContent(access: GroupAccess): void {
  assertNotBlocked(access);
  if (!maySeeContent(access)) throw forbidden(PRIVATE_GROUP);
}

export function assertOwner(access: GroupAccess): void {
  if (!isOwner(access.me)) throw forbidden(OWNER_ONLY);
}

export function assertModerator(access: GroupAccess): void {
  if (!isModerator(access.me)) throw forbidden(MODERATORS_ONLY);
}

export const OUTRANKS_YOU = 'Only the owner can block a moderator, and nobody can block the owner.';

/**
 * After assertModerator: moderators bar members and requests; only the owner bars a moderator;
 * nobody bars the owner.
 */
export function assertMayBlock(access: GroupAccess, target: GroupMemberRow | undefined): void {
  if (target?.status !== 'active') return;
  if (!canBlockInGroup(placeOf(access.me), target.role)) throw forbidden(OUTRANKS_YOU);
}

/**
 * Joining: blocked people may not ask (403); members and people already waiting are told so
 * (409). Answers what joining makes of the caller: a member of an open group at once, a request
 * for a closed or private one.
 */
export function assertMayJoin(access: GroupAccess): 'active' | 'pending' {
  assertNotBlocked(access);
  if (access.me?.status === 'active') throw conflict(ALREADY_MEMBER);
  if (access.me?.status === 'pending') throw conflict(ALREADY_ASKED);
  return access.group.type === 'open' ? 'active' : 'pending';
}

/**
 * Leaving or withdrawing a request: only from a membership or a request (a block is not the
 * blocked person's to lift, so it reads as nothing to leave); the owner hands over first.
 */
export function assertMayLeave(access: GroupAccess): void {
  const { me } = access;
  if (!me || me.status === 'blocked') throw notFound(MEMBER_NOT_FOUND);
  if (isOwner(me)) throw forbidden(OWNER_CANNOT_LEAVE);
}

/** Members are listed to whoever may see the group; requests and blocks to its moderators. */
export function assertMayListMembers(
  access: GroupAccess,
  status: 'active' | 'pending' | 'blocked',
): void {
  assertMaySeeContent(access);
  if (status !== 'active') assertModerator(access);
}
