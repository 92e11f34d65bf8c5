import { assertStaff, boardItemFor, deleteBoardItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { assertPassword, viewerOf } from '../policy';

export const deleteModeratedListing = operation(
  'deleteModeratedListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    await assertPassword(caller, body.password);
    await deleteBoardItem(ctx.db, row.id);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'] },
);
