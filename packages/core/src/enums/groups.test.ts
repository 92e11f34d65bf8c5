import { describe, expect, it } from 'vitest';
import { GROUP_REPORT_DECISIONS, GROUP_ROLES, GROUP_TYPES, groupTypeSchema } from './groups';

describe('group enumerations', () => {
  it('has the group types, roles and report decisions', () => {
    expect(GROUP_TYPES).toEqual(['open', 'closed', 'private']);
    expect(GROUP_ROLES).toEqual(['owner', 'moderator', 'member']);
    expect(GROUP_REPORT_DECISIONS).toEqual(['keep', 'hide']);
    expect(groupTypeSchema.safeParse('secret').success).toBe(false);
  });
});
