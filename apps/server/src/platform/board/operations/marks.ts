// What any signed-in reader does to an item they can see: favorite it, report it.
import type { AppContext } from '../../context';
import { reportItem, toggleFavorite } from '../actions';
import type { BoardKindSpec, BoardKindTypes } from '../kind';
import { addressedItem, type ItemInput } from './item';

/** Turns the caller's favorite on or off; answers the new state. */
export const boardToggleFavorite =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (input: ItemInput, ctx: AppContext) => {
    const row = await addressedItem(spec, ctx, input);
    return { favorite: await toggleFavorite(ctx.db, input.caller.user.id, row.id) };
  };

/** One report per person per item (a second is a 409). */
export const boardReport =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (input: ItemInput & { body: { type: string; text?: string | null } }, ctx: AppContext) => {
    const row = await addressedItem(spec, ctx, input);
    await reportItem(ctx.db, input.caller.user.id, row, input.body);
    return { ok: true as const };
  };
