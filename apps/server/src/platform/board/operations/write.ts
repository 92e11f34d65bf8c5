// The owner's acts on their items: publish (within the membership's quota), edit, open or close,
// and delete with the account password (applications, favorites and reports go with it).
import { assertPassword } from '../../auth/confirm-password';
import { assertUnderQuota } from '../../auth/quota';
import type { Caller } from '../../auth/request-auth';
import type { AppContext } from '../../context';
import type { OpenStatus } from '../../db/tables';
import { countOwn } from '../actions';
import type { BoardKindSpec, BoardKindTypes } from '../kind';
import { assertBoardOwner } from '../policy';
import { deleteBoardItem, setBoardStatus } from '../repo';
import { boardViewerOf } from '../viewer';
import { addressedItem, ownerAct, presentedItem, type ItemInput } from './item';

/** Publishes the caller's item (visible at once), if they may and are within their quota. */
export const boardCreate =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async ({ body, caller }: { body: T['create']; caller: Caller }, ctx: AppContext) => {
    spec.assertMayPublish?.(caller);
    assertUnderQuota(caller.user, spec.quota, await countOwn(ctx.db, caller.user.id, spec.kind));
    const id = await spec.insert(ctx, caller, body);
    return presentedItem(spec, ctx, caller, id);
  };

/** The owner edits their item (staff use boardUpdateModerated). */
export const boardUpdate = <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  ownerAct(spec, spec.update);

/** The owner opens or closes their item (a closed one takes no applications). */
export const boardSetStatus = <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  ownerAct(spec, (ctx, row, body: { status: OpenStatus }) =>
    setBoardStatus(ctx.db, row.id, body.status),
  );

/** The owner deletes their item, confirmed with their password. */
export const boardDelete =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (input: ItemInput & { body: { password: string } }, ctx: AppContext) => {
    const row = await addressedItem(spec, ctx, input);
    assertBoardOwner(boardViewerOf(input.caller.user), row);
    await assertPassword(input.caller, input.body.password);
    await deleteBoardItem(ctx.db, row.id);
    return { ok: true as const };
  };
