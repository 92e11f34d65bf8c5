// What the generic board operations share: the item the caller addresses (404 when they may not
// see it), one item read back as its page shows it, and the shape of an act on one item by its
// owner or by staff: check who, find the item, act, answer the item as it is now.
import type { Caller } from '../../auth/request-auth';
import type { AppContext } from '../../context';
import type { BoardItemRow } from '../../db/tables';
import type { BoardKindSpec, BoardKindTypes } from '../kind';
import { assertBoardOwner, assertStaff, boardItemFor } from '../policy';
import { boardViewerOf } from '../viewer';

/** The input of an operation on one item (`/…/{id}`). */
export interface ItemInput {
  params: { id: string };
  caller: Caller;
}

/** The addressed item of the spec's kind, if the caller may see it (404 otherwise). */
export const addressedItem = <T extends BoardKindTypes>(
  spec: BoardKindSpec<T>,
  ctx: AppContext,
  { params, caller }: ItemInput,
): Promise<BoardItemRow> => boardItemFor(ctx.db, boardViewerOf(caller.user), spec.kind, params.id);

/** The item as the caller sees it now, as its own page shows it. */
export async function presentedItem<T extends BoardKindTypes>(
  spec: BoardKindSpec<T>,
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<T['item']> {
  if (spec.presentOne) return spec.presentOne(ctx, caller, id);
  const [item] = await spec.present(ctx, boardViewerOf(caller.user), [id], {});
  if (item === undefined) throw new Error(`${spec.kind} ${id} vanished while being read`);
  return item;
}

type ItemAct<B> = (ctx: AppContext, row: BoardItemRow, body: B) => Promise<void>;

/** An act only the item's owner may do (403 for anyone else, staff included). */
export const ownerAct =
  <T extends BoardKindTypes, B>(spec: BoardKindSpec<T>, act: ItemAct<B>) =>
  async (input: ItemInput & { body: B }, ctx: AppContext) => {
    const row = await addressedItem(spec, ctx, input);
    assertBoardOwner(boardViewerOf(input.caller.user), row);
    await act(ctx, row, input.body);
    return presentedItem(spec, ctx, input.caller, row.id);
  };

/** An act of moderator mode: staff only, checked before the item is looked for. */
export const staffAct =
  <T extends BoardKindTypes, B>(spec: BoardKindSpec<T>, act: ItemAct<B>) =>
  async (input: ItemInput & { body: B }, ctx: AppContext) => {
    assertStaff(boardViewerOf(input.caller.user));
    const row = await addressedItem(spec, ctx, input);
    await act(ctx, row, input.body);
    return presentedItem(spec, ctx, input.caller, row.id);
  };
