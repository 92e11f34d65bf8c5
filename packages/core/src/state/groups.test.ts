import { describe, expect, it } from 'vitest';
import { groupAfterMembership, groupMembershipAction, moveItem } from './groups';

describe('groupMembershipAction', () => {
  it('offers joining an open group and asking for closed and private ones', () => {
    expect(groupMembershipAction('open', null)).toBe('join');
    expect(groupMembershipAction('closed', null)).toBe('request');
    expect(groupMembershipAction('private', null)).toBe('request');
  });

  it('offers cancelling a waiting request, leaving to members, and nothing to the owner', () => {
    expect(groupMembershipAction('closed', 'pending')).toBe('cancel');
    expect(groupMembershipAction('open', 'member')).toBe('leave');
    expect(groupMembershipAction('private', 'moderator')).toBe('leave');
    expect(groupMembershipAction('open', 'owner')).toBeNull();
  });
});

describe('groupAfterMembership', () => {
  const group = { id: 'g', myRole: null, membersCount: 3 } as const;

  it('counts one more member on joining, none for a request, one less on leaving', () => {
    expect(groupAfterMembership(group, 'member')).toEqual({
      id: 'g',
      myRole: 'member',
      membersCount: 4,
    });
    expect(groupAfterMembership(group, 'pending').membersCount).toBe(3);
    expect(groupAfterMembership({ ...group, myRole: 'member' }, null).membersCount).toBe(2);
    expect(groupAfterMembership({ ...group, myRole: 'pending' }, null).membersCount).toBe(3);
    expect(
      groupAfterMembership({ ...group, membersCount: 0, myRole: 'member' }, null).membersCount,
    ).toBe(0);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
