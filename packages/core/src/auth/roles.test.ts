import { describe, expect, it } from 'vitest';
import { isStaffRole, roleKeyOf } from './roles';

describe('isStaffRole', () => {
  it.each([
    ['user', false],
    ['admin', true],
    ['moderator', true],
    ['support', true],
    ['', false],
    [null, false],
    [undefined, false],
  ])('treats %j as staff: %s', (key, expected) => {
    expect(isStaffRole(key)).toBe(expected);
  });
});

describe('roleKeyOf', () => {
  it('reads user.role.key', () => {
    expect(roleKeyOf({ role: { key: 'admin' } })).toBe('admin');
    expect(roleKeyOf({ role: null })).toBeNull();
    expect(roleKeyOf(null)).toBeNull();
    expect(roleKeyOf({ role: { key: '' } })).toBeNull();
  });
});
