import { assertBoardOwner, boardItemFor, deleteBoardItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { assertPassword, viewerOf } from '../policy';

export const deleteListing = operation(
  'deleteListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    assertBoardOwner(viewer, row);
    await assertPassword(caller, body.password);
    await deleteBoardItem(ctx.db, row.id);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'] },
);
