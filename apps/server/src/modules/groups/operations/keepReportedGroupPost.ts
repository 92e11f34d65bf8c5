import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { REPORT_NOT_FOUND, assertModerator, groupAccess } from '../policy';
import { findGroupReport, keepReport } from '../repo';

export const keepReportedGroupPost = operation(
  'keepReportedGroupPost',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const report = await findGroupReport(ctx.db, access.group.id, params.reportId);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    await keepReport(ctx.db, report.id);
    return { ok: true as const };
  },
);
