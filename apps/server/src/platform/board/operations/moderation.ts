// Staff acts on any item of a kind (moderator mode): the queues, approve or send to review, flag
// or clear, edit, and delete with their own password. Every one checks staff first, so a person
// who is not staff learns nothing about the item (403 before any 404).
import { MODERATION_PAGE_SIZE } from '@trestle/core';
import { assertPassword } from '../../auth/confirm-password';
import type { Caller } from '../../auth/request-auth';
import type { AppContext } from '../../context';
import type { ModerationState } from '../../db/tables';
import { setFlagged, setModeration } from '../actions';
import type { BoardKindSpec, BoardKindTypes } from '../kind';
import { assertStaff } from '../policy';
import type { ModerationQueue } from '../query';
import { deleteBoardItem } from '../repo';
import { searchBoard } from '../search';
import { boardViewerOf } from '../viewer';
import { addressedItem, staffAct, type ItemInput } from './item';

/** The queues: items in review (inactive) or flagged, oldest first. */
export const boardListModerated =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (
    {
      query,
      caller,
    }: { query: { state?: ModerationQueue; skip?: number; limit?: number }; caller: Caller },
    ctx: AppContext,
  ) => {
    const viewer = boardViewerOf(caller.user);
    assertStaff(viewer);
    const ids = await searchBoard(
      ctx.db,
      viewer,
      { kind: spec.kind, tab: 'all', queue: query.state ?? 'inactive' },
      { skip: query.skip ?? 0, limit: query.limit ?? MODERATION_PAGE_SIZE },
    );
    return { items: await spec.present(ctx, viewer, ids, {}) };
  };

/** Approve an item, or send it back to review (out of the public lists). */
export const boardModerate = <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  staffAct(spec, (ctx, row, body: { moderate: ModerationState }) =>
    setModeration(ctx.db, row.id, body.moderate),
  );

/** Flag an item (it leaves every public list) or clear the flag. */
export const boardFlag = <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  staffAct(spec, (ctx, row, body: { flagged: boolean }) =>
    setFlagged(ctx.db, row.id, body.flagged),
  );

/** Staff edit any item, with the same checks as its owner's edit. */
export const boardUpdateModerated = <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  staffAct(spec, spec.update);

/** Staff delete any item, confirmed with their own password. */
export const boardDeleteModerated =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (input: ItemInput & { body: { password: string } }, ctx: AppContext) => {
    assertStaff(boardViewerOf(input.caller.user));
    const row = await addressedItem(spec, ctx, input);
    await assertPassword(input.caller, input.body.password);
    await deleteBoardItem(ctx.db, row.id);
    return { ok: true as const };
  };
