import { entitlementsOf } from '../../../platform/auth/entitlements';
import type { Quota } from '../../../platform/auth/quota';
import { quotaUsage } from '../../../platform/auth/quota-usage';
import { operation } from '../../../platform/http/operation';

/** The membership upgrade page of the web app. */
export const UPGRADE_PATH = '/upgrade';

/**
 * The caller's quotas, counted as the create operations count them (platform/auth/quota), so a
 * form can say what is left before it is filled in.
 */
export const getQuotas = operation('getQuotas', 'signed-in', async ({ caller }, ctx) => {
  const { limits } = entitlementsOf(caller.user);
  const used = await quotaUsage(ctx.db, caller.user.id);
  const use = (quota: Quota) => ({
    limit: limits[quota],
    used: used[quota],
    remaining: Math.max(0, limits[quota] - used[quota]),
  });
  return {
    projects: use('projects'),
    jobs: use('jobs'),
    listings: use('listings'),
    savedSearches: use('savedSearches'),
    projectApplicationsPerMonth: use('projectApplicationsPerMonth'),
    upgradePath: UPGRADE_PATH,
  };
});
