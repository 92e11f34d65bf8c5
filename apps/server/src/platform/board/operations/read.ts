// Reading a kind's items: one by address, the public lists with their filters, the owner's own
// list, and the counters of the lists' screens.
import type { AppContext } from '../../context';
import type { Caller } from '../../auth/request-auth';
import type { OpenStatus } from '../../db/tables';
import { countOwn } from '../actions';
import type { BoardKindSpec, BoardKindTypes } from '../kind';
import { countBoard, searchBoard } from '../search';
import { boardViewerOf } from '../viewer';
import { addressedItem, presentedItem, type ItemInput } from './item';

interface Paging {
  skip?: number;
  limit?: number;
}

/** One item the caller may see (404 otherwise). */
export const boardGet =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (input: ItemInput, ctx: AppContext) => {
    const row = await addressedItem(spec, ctx, input);
    return presentedItem(spec, ctx, input.caller, row.id);
  };

/** The public lists (all, following, favorite) with every filter the kind has. */
export const boardList =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async ({ query, caller }: { query: T['filters'] & Paging; caller: Caller }, ctx: AppContext) => {
    const viewer = boardViewerOf(caller.user);
    const search = spec.search(query);
    const ids = await searchBoard(ctx.db, viewer, search, {
      skip: query.skip ?? 0,
      limit: query.limit ?? spec.pageSize,
    });
    return {
      items: await spec.present(
        ctx,
        viewer,
        ids,
        search.keyword ? { keyword: search.keyword } : {},
      ),
    };
  };

/** How many items the same search finds. */
export const boardCount =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async ({ query, caller }: { query: T['filters']; caller: Caller }, ctx: AppContext) => ({
    count: await countBoard(ctx.db, boardViewerOf(caller.user), spec.search(query)),
  });

/** The caller's own items, those in review or flagged included, newest first. */
export const boardListOwn =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>) =>
  async (
    { query, caller }: { query: { status?: OpenStatus } & Paging; caller: Caller },
    ctx: AppContext,
  ) => {
    const viewer = boardViewerOf(caller.user);
    const ids = await searchBoard(
      ctx.db,
      viewer,
      { kind: spec.kind, tab: 'own', ...(query.status ? { status: query.status } : {}) },
      { skip: query.skip ?? 0, limit: query.limit ?? spec.pageSize },
    );
    return { items: await spec.present(ctx, viewer, ids, {}) };
  };

/** The caller's own items of the kind: all of them, or those with `status` (opened). */
export const boardCountOwn =
  <T extends BoardKindTypes>(spec: BoardKindSpec<T>, status?: OpenStatus) =>
  async ({ caller }: { caller: Caller }, ctx: AppContext) => ({
    count: await countOwn(ctx.db, caller.user.id, spec.kind, status),
  });
