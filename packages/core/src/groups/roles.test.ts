import { describe, expect, it } from 'vitest';
import type { GroupRole } from '../enums/groups';
import {
  canBlockInGroup,
  canChangeGroupRole,
  canModerateGroup,
  canPostInGroup,
  groupPlace,
  groupRoleRank,
  GROUP_MODERATOR_ROLES,
  isGroupOwner,
  type GroupPlace,
} from './roles';

const PLACES: GroupPlace[] = [null, 'pending', 'member', 'moderator', 'owner'];
const ROLES: GroupRole[] = ['member', 'moderator', 'owner'];

describe('a place in a group', () => {
  it('is the role while active, a waiting request while pending, and nothing when blocked', () => {
    expect(groupPlace('active', 'moderator')).toBe('moderator');
    expect(groupPlace('pending', 'member')).toBe('pending');
    expect(groupPlace('blocked', 'member')).toBeNull();
  });

  it('ranks the owner over moderators over members', () => {
    expect(ROLES.map(groupRoleRank)).toEqual([0, 1, 2]);
  });
});

describe('group permissions by place', () => {
  it('lets members, moderators and the owner post, and nobody else', () => {
    expect(PLACES.map(canPostInGroup)).toEqual([false, false, true, true, true]);
  });

  it('lets the owner and moderators moderate, the same roles the server notifies', () => {
    expect(PLACES.map(canModerateGroup)).toEqual([false, false, false, true, true]);
    expect(PLACES.filter(canModerateGroup)).toEqual([...GROUP_MODERATOR_ROLES].reverse());
  });

  it('leaves owning the group (edit, hand over, delete) to the owner alone', () => {
    expect(PLACES.map(isGroupOwner)).toEqual([false, false, false, false, true]);
  });

  it("lets the owner change members' and moderators' roles, never the owner's", () => {
    expect(ROLES.map((target) => canChangeGroupRole('owner', target))).toEqual([true, true, false]);
    expect(ROLES.some((target) => canChangeGroupRole('moderator', target))).toBe(false);
  });

  it('lets a moderator block only those they outrank', () => {
    const table = PLACES.map((place) => ROLES.map((target) => canBlockInGroup(place, target)));
    expect(table).toEqual([
      [false, false, false],
      [false, false, false],
      [false, false, false],
      [true, false, false],
      [true, true, false],
    ]);
  });
});
