import { describe, expect, it } from 'vitest';
import { limitsFor, membershipLevelOf, policiesFor } from './entitlements';
import { isStaffRole, ROLES } from '../auth/roles';

describe('policiesFor', () => {
  it.each([
    ['personal', 'free', false, false],
    ['personal', 'pro', true, false],
    ['business', 'free', true, true],
    ['business', 'business', true, true],
  ] as const)(
    '%s account on %s level: apply project %s, apply directory %s',
    (type, level, project, directory) => {
      expect(policiesFor(type, level)).toEqual({
        can_apply_project: project,
        can_apply_directory: directory,
      });
    },
  );
});

describe('limitsFor', () => {
  it('gives paid levels higher quotas than free', () => {
    const free = limitsFor('free');
    const pro = limitsFor('pro');
    for (const key of Object.keys(free) as (keyof typeof free)[]) {
      expect(pro[key]).toBeGreaterThan(free[key]);
    }
  });
});

describe('roles', () => {
  it('has exactly four roles, user first', () => {
    expect(ROLES.map((r) => r.key)).toEqual(['user', 'moderator', 'admin', 'superadmin']);
  });

  it.each([
    ['user', false],
    ['moderator', true],
    ['admin', true],
    ['superadmin', true],
    [null, false],
  ])('treats role key %s as staff: %s', (key, staff) => {
    expect(isStaffRole(key)).toBe(staff);
  });
});

describe('membershipLevelOf', () => {
  it.each([
    ['pro', 'pro'],
    ['business', 'business'],
    ['platinum', 'free'],
    ['', 'free'],
  ])('reads %j as the %s level', (stored, level) => {
    expect(membershipLevelOf(stored)).toBe(level);
  });
});
