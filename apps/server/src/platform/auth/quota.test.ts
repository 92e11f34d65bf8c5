// The one quota refusal: the last allowed item passes, the next is a 403 naming the limit and the
// way out, whatever the quota; the limit is the person's membership level's.
import { limitsFor } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { assertUnderQuota, quotaMessage, type Quota } from './quota';

const FREE = { account_type: 'business' as const, membership_level: 'free' as const };
const PRO = { account_type: 'business' as const, membership_level: 'pro' as const };
const QUOTAS: Quota[] = [
  'projects',
  'jobs',
  'listings',
  'savedSearches',
  'projectApplicationsPerMonth',
];

describe.each(QUOTAS)('the %s quota', (quota) => {
  it('lets the last allowed one through and refuses the next with a 403', () => {
    const limit = limitsFor('free')[quota];
    expect(() => assertUnderQuota(FREE, quota, limit - 1)).not.toThrow();
    let refusal: unknown;
    try {
      assertUnderQuota(FREE, quota, limit);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
    expect((refusal as HttpError).message).toBe(quotaMessage(quota, limit));
  });

  it('follows the membership level', () => {
    expect(() => assertUnderQuota(PRO, quota, limitsFor('free')[quota])).not.toThrow();
  });

  it('names the limit and the upgrade', () => {
    expect(quotaMessage(quota, 7)).toMatch(
      /^Your membership allows 7 .*Membership in the account menu/,
    );
  });
});

it('says one of a thing in the singular', () => {
  expect(quotaMessage('listings', 1)).toContain('allows 1 listing.');
  expect(quotaMessage('savedSearches', 1)).toContain('allows 1 saved search.');
});
