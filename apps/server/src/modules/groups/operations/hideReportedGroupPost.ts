import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { REPORT_NOT_FOUND, assertModerator, groupAccess } from '../policy';
import { findGroupReport, hideReportedPost } from '../repo';

/** Hides the post from the group (only its author still sees it) and closes its open reports. */
export const hideReportedGroupPost = operation(
  'hideReportedGroupPost',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const report = await findGroupReport(ctx.db, access.group.id, params.reportId);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    await hideReportedPost(ctx.db, report.id, report.post_id);
    return { ok: true as const };
  },
);
