// The groups policy on its own: who may join, leave and list members, decided from the group
// and the caller's row alone (the HTTP tests in groups.test.ts walk the same rules end to end).
import { describe, expect, it } from 'vitest';
import type { GroupMemberRow, GroupRow } from '../../platform/db/tables';
import { HttpError } from '../../platform/http/errors';
import {
  ALREADY_ASKED,
  ALREADY_MEMBER,
  BLOCKED_FROM_GROUP,
  MEMBER_NOT_FOUND,
  MODERATORS_ONLY,
  OWNER_CANNOT_LEAVE,
  PRIVATE_GROUP,
  assertMayJoin,
  assertMayLeave,
  assertMayListMembers,
  type GroupAccess,
} from './policy';

function access(
  type: GroupRow['type'],
  me: Pick<GroupMemberRow, 'status' | 'role'> | null,
): GroupAccess {
  const group = { id: 'g', type } as GroupRow;
  const row = me
    ? ({ group_id: 'g', user_id: 'u', position: null, ...me } as GroupMemberRow)
    : null;
  return { group, me: row };
}

function failure(run: () => unknown): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message };
  }
}

const member = { status: 'active', role: 'member' } as const;
const moderator = { status: 'active', role: 'moderator' } as const;
const owner = { status: 'active', role: 'owner' } as const;
const pending = { status: 'pending', role: 'member' } as const;
const blocked = { status: 'blocked', role: 'member' } as const;

describe('assertMayJoin', () => {
  it('lets a stranger into an open group at once and makes a request for closed and private', () => {
    expect(assertMayJoin(access('open', null))).toBe('active');
    expect(assertMayJoin(access('closed', null))).toBe('pending');
    expect(assertMayJoin(access('private', null))).toBe('pending');
  });

  it('refuses blocked people, members and people already waiting', () => {
    expect(failure(() => assertMayJoin(access('open', blocked)))).toEqual({
      status: 403,
      message: BLOCKED_FROM_GROUP,
    });
    expect(failure(() => assertMayJoin(access('open', member)))).toEqual({
      status: 409,
      message: ALREADY_MEMBER,
    });
    expect(failure(() => assertMayJoin(access('closed', pending)))).toEqual({
      status: 409,
      message: ALREADY_ASKED,
    });
  });
});

describe('assertMayLeave', () => {
  it('lets members, moderators and people waiting leave, not the owner', () => {
    expect(failure(() => assertMayLeave(access('closed', member)))).toBeNull();
    expect(failure(() => assertMayLeave(access('closed', moderator)))).toBeNull();
    expect(failure(() => assertMayLeave(access('closed', pending)))).toBeNull();
    expect(failure(() => assertMayLeave(access('closed', owner)))).toEqual({
      status: 403,
      message: OWNER_CANNOT_LEAVE,
    });
  });

  it('finds nothing to leave for strangers and blocked people (a block stays)', () => {
    expect(failure(() => assertMayLeave(access('open', null)))?.status).toBe(404);
    expect(failure(() => assertMayLeave(access('open', blocked)))).toEqual({
      status: 404,
      message: MEMBER_NOT_FOUND,
    });
  });
});

describe('assertMayListMembers', () => {
  it('shows members of open and closed groups to anyone not blocked', () => {
    expect(failure(() => assertMayListMembers(access('open', null), 'active'))).toBeNull();
    expect(failure(() => assertMayListMembers(access('closed', pending), 'active'))).toBeNull();
    expect(failure(() => assertMayListMembers(access('open', blocked), 'active'))).toEqual({
      status: 403,
      message: BLOCKED_FROM_GROUP,
    });
  });

  it("hides a private group's members from outsiders and people waiting", () => {
    expect(failure(() => assertMayListMembers(access('private', null), 'active'))).toEqual({
      status: 403,
      message: PRIVATE_GROUP,
    });
    expect(failure(() => assertMayListMembers(access('private', pending), 'active'))?.status).toBe(
      403,
    );
    expect(failure(() => assertMayListMembers(access('private', member), 'active'))).toBeNull();
  });

  it('shows requests and blocked people to the owner and moderators only', () => {
    for (const status of ['pending', 'blocked'] as const) {
      expect(failure(() => assertMayListMembers(access('open', owner), status))).toBeNull();
      expect(failure(() => assertMayListMembers(access('open', moderator), status))).toBeNull();
      expect(failure(() => assertMayListMembers(access('open', member), status))).toEqual({
        status: 403,
        message: MODERATORS_ONLY,
      });
    }
  });
});
