// Who may do what in a group, from a person's place in it. The one statement of these rules: the
// server's group policies and the web's group screens both ask here.
import type { GroupRole } from '../enums/groups';

/** A person's place in a group: a role while an active member, a waiting request, or nothing. */
export type GroupPlace = GroupRole | 'pending' | null;

/** The place a group_members row gives: its role while active; a block gives no place. */
export function groupPlace(status: 'active' | 'pending' | 'blocked', role: GroupRole): GroupPlace {
  if (status === 'active') return role;
  return status === 'pending' ? 'pending' : null;
}

/** The roles that moderate a group (the server selects them to notify of join requests). */
export const GROUP_MODERATOR_ROLES = ['owner', 'moderator'] as const satisfies readonly GroupRole[];

const RANKS: Record<GroupRole, number> = { member: 0, moderator: 1, owner: 2 };

/** Higher outranks lower: owner, then moderator, then member. */
export const groupRoleRank = (role: GroupRole): number => RANKS[role];

/** Members (and the owner and moderators) may post into the group. */
export const canPostInGroup = (place: GroupPlace): boolean =>
  place === 'owner' || place === 'moderator' || place === 'member';

/**
 * The owner and moderators see requests, reports and blocked people, answer requests and
 * reports, keep the rules and delete posts made in the group.
 */
export const canModerateGroup = (place: GroupPlace): place is 'owner' | 'moderator' =>
  place === 'owner' || place === 'moderator';

/** Only the owner edits, hands over and deletes the group, and changes members' roles. */
export const isGroupOwner = (place: GroupPlace): boolean => place === 'owner';

/** The owner makes members moderators and moderators members again; the owner's role stays. */
export const canChangeGroupRole = (place: GroupPlace, target: GroupRole): boolean =>
  isGroupOwner(place) && target !== 'owner';

/**
 * Blocking a member: a moderator blocks only those they outrank (moderators bar members, the
 * owner bars moderators and members; nobody bars the owner).
 */
export const canBlockInGroup = (place: GroupPlace, target: GroupRole): boolean =>
  canModerateGroup(place) && groupRoleRank(place) > groupRoleRank(target);
