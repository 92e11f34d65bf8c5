// Test data of the group screens, shaped as the contract's Group, GroupMember and PostGroupRef.
import { demoUser } from '../../../test/fake-services';
import type { Group, GroupMember, GroupRef, UserSummary } from './types';

export const GROUP_ID = '0190b3c2-0000-7000-8000-00000000a001';

export function person(n: number, name: string): UserSummary {
  return {
    id: `0190b3c2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
    username: name.toLowerCase(),
    general: { displayName: name, avatar: null },
  };
}

export const ME: UserSummary = {
  id: demoUser.id,
  username: demoUser.username,
  general: demoUser.general,
};

export function makeGroup(overrides: Partial<Group> = {}): Group {
  return {
    id: GROUP_ID,
    name: 'site-leads',
    title: 'Site leads',
    description: 'Leads of building sites.',
    category: 'business',
    type: 'open',
    privateGroup: false,
    avatar: null,
    background_image: null,
    rules: [],
    reports_count: 0,
    member_requests_count: 0,
    membersCount: 3,
    myRole: null,
    owner: person(9, 'Olga'),
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(user: UserSummary, overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    user,
    role: 'member',
    status: 'active',
    createdAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function groupRef(n: number, title: string, overrides: Partial<GroupRef> = {}): GroupRef {
  return {
    id: `0190b3c2-0000-7000-8000-00000000b${String(n).padStart(3, '0')}`,
    name: title,
    title,
    type: 'open',
    privateGroup: false,
    avatar: null,
    category: null,
    membersCount: n,
    ...overrides,
  };
}
