// What a group page offers the person looking at it, from the group's type and their place in
// it (the contract's `myRole`), and the small list rules of the group screens.
import type { GroupRole, GroupType } from '../enums/groups';
import { canPostInGroup, type GroupPlace } from '../groups/roles';

export const GROUP_TYPE_LABELS: Record<GroupType, string> = {
  open: 'Open',
  closed: 'Closed',
  private: 'Private',
};

/** What each type means, for the create form and the group's About. */
export const GROUP_TYPE_HINTS: Record<GroupType, string> = {
  open: 'Anyone can join at once and see the posts.',
  closed: 'People ask to join; the owner or a moderator accepts. Everyone can see the posts.',
  private: 'People ask to join; only members see the posts, members and rules.',
};

export const GROUP_ROLE_LABELS: Record<GroupRole, string> = {
  owner: 'Owner',
  moderator: 'Moderator',
  member: 'Member',
};

/** The one membership button of a group page; null for the owner (who hands over instead). */
export type GroupMembershipAction = 'join' | 'request' | 'cancel' | 'leave' | null;

export function groupMembershipAction(type: GroupType, place: GroupPlace): GroupMembershipAction {
  if (place === 'owner') return null;
  if (place === 'moderator' || place === 'member') return 'leave';
  if (place === 'pending') return 'cancel';
  return type === 'open' ? 'join' : 'request';
}

export const GROUP_MEMBERSHIP_LABELS: Record<Exclude<GroupMembershipAction, null>, string> = {
  join: 'Join group',
  request: 'Ask to join',
  cancel: 'Cancel request',
  leave: 'Leave group',
};

/**
 * The group after a join or leave answered: the new place, and the member count moved when
 * someone became, or stopped being, a member (a request does not count).
 */
export function groupAfterMembership<G extends { myRole: GroupPlace; membersCount: number }>(
  group: G,
  place: GroupPlace,
): G {
  const wasMember = canPostInGroup(group.myRole);
  const isMember = canPostInGroup(place);
  const delta = wasMember === isMember ? 0 : isMember ? 1 : -1;
  return { ...group, myRole: place, membersCount: Math.max(0, group.membersCount + delta) };
}

/** A list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** How long the name check waits after the last key before asking the server. */
export const GROUP_NAME_CHECK_DELAY_MS = 400;

/** Page sizes: group lists and members 20 (as people lists); feeds the default 10. */
export const GROUPS_PAGE_SIZE = 20;
export const GROUP_MEMBERS_PAGE_SIZE = 20;
