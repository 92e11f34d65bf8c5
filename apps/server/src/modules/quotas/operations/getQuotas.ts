import { entitlementsOf } from '../../../platform/auth/entitlements';
import type { Quota } from '../../../platform/auth/quota';
import { countOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { bidsThisMonth } from '../../projects/repo';
import { countOwnSavedSearches } from '../../saved-searches/repo';

/** The membership upgrade page of the web app. */
export const UPGRADE_PATH = '/upgrade';

/**
 * The caller's quotas, counted as the create operations count them (platform/auth/quota), so a
 * form can say what is left before it is filled in.
 */
export const getQuotas = operation('getQuotas', 'signed-in', async ({ caller }, ctx) => {
  const { limits } = entitlementsOf(caller.user);
  const id = caller.user.id;
  const [projects, jobs, listings, savedSearches, bids] = await Promise.all([
    countOwn(ctx.db, id, 'project'),
    countOwn(ctx.db, id, 'job'),
    countOwn(ctx.db, id, 'listing'),
    countOwnSavedSearches(ctx.db, id),
    bidsThisMonth(ctx.db, id),
  ]);
  const use = (quota: Quota, used: number) => ({
    limit: limits[quota],
    used,
    remaining: Math.max(0, limits[quota] - used),
  });
  return {
    projects: use('projects', projects),
    jobs: use('jobs', jobs),
    listings: use('listings', listings),
    savedSearches: use('savedSearches', savedSearches),
    projectApplicationsPerMonth: use('projectApplicationsPerMonth', bids),
    upgradePath: UPGRADE_PATH,
  };
});
