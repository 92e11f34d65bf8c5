import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PageRequest, PageResult } from './paging-machine';
import { createPagingMachine } from './paging-machine';

type Item = { id: number };
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

/** A paging actor whose fetch answers from a queue of results (or errors). */
function startPaging(
  answers: (PageResult<Item> | Error)[],
  input: { pageSize?: number; tab?: string; params?: Record<string, unknown> } = {},
) {
  const requests: PageRequest[] = [];
  const fetchPage = vi.fn(async ({ input: request }: { input: PageRequest }) => {
    requests.push(request);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer as PageResult<Item>;
  });
  const machine = createPagingMachine<Item>().provide({
    actors: { fetchPage: fromPromise(fetchPage) },
  });
  const actor = createActor(machine, { input: { pageSize: 2, ...input } }).start();
  const settle = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, requests, settle };
}

describe('paging machine', () => {
  it('starts idle with items null', () => {
    const { actor } = startPaging([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.items).toBeNull();
  });

  it('loads the first page with skip 0, the page size as limit and the params', async () => {
    const { actor, requests, settle } = startPaging([items(1, 2)], { params: { type: 'op' } });
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(requests).toEqual([{ type: 'op', skip: 0, limit: 2 }]);
    expect(actor.getSnapshot().context).toMatchObject({
      items: items(1, 2),
      hasMore: true,
      skip: 2,
    });
  });

  it('appends later pages and stops when a page is not full', async () => {
    const { actor, requests, settle } = startPaging([items(1, 2), items(3)]);
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    await settle();
    expect(requests[1]).toEqual({ skip: 2, limit: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ items: items(1, 2, 3), hasMore: false });
  });

  it('ignores LOAD_MORE when there are no more pages', async () => {
    const { actor, requests, settle } = startPaging([items(1)]);
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(requests).toHaveLength(1);
  });

  it('treats LOAD_MORE before any load as the first load', async () => {
    const { actor, requests, settle } = startPaging([items(1, 2)]);
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(requests).toEqual([{ skip: 0, limit: 2 }]);
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2));
  });

  it('replaces the items when the first page is loaded again', async () => {
    const { actor, settle } = startPaging([items(1, 2), items(7)]);
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD', params: { q: 'x' } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      items: items(7),
      hasMore: false,
      params: { q: 'x' },
    });
  });

  it('accepts { items } responses', async () => {
    const { actor, settle } = startPaging([{ items: items(1, 2) }]);
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2));
  });

  it('empties the list, stops paging and keeps the error when a load fails', async () => {
    const { actor, settle } = startPaging([items(1, 2), new Error('Server down')]);
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      items: [],
      hasMore: false,
      error: { messages: ['Server down'] },
    });
  });

  it('ignores a response that carries a status field', async () => {
    const { actor, settle } = startPaging([items(1, 2), { status: 403 }]);
    actor.send({ type: 'LOAD' });
    await settle();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    const after = actor.getSnapshot().context;
    expect(after.items).toBe(before.items);
    expect(after).toMatchObject({ items: items(1, 2), hasMore: true, skip: 2 });
  });

  it('makes the first item active on the first page of a tab other than all', async () => {
    const { actor, settle } = startPaging([items(1, 2), items(5, 6)]);
    actor.send({ type: 'LOAD', tab: 'all' });
    await settle();
    expect(actor.getSnapshot().context.activeItem).toBeNull();
    actor.send({ type: 'LOAD', tab: 'favorite' });
    await settle();
    expect(actor.getSnapshot().context.activeItem).toEqual({ id: 5 });
  });

  it('selects an item on SELECT', () => {
    const { actor } = startPaging([]);
    actor.send({ type: 'SELECT', item: { id: 3 } });
    expect(actor.getSnapshot().context.activeItem).toEqual({ id: 3 });
  });

  it('returns to items null on RESET and keeps page size and params', async () => {
    const { actor, settle } = startPaging([items(1, 2)], { params: { type: 'op' } });
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({
      items: null,
      hasMore: true,
      skip: 0,
      pageSize: 2,
      params: { type: 'op' },
    });
  });

  it('drops a stale response when LOAD is sent again while loading', async () => {
    let resolveFirst: (value: Item[]) => void = () => undefined;
    const machine = createPagingMachine<Item>().provide({
      actors: {
        fetchPage: fromPromise<PageResult<Item>, PageRequest>(({ input }) =>
          input.q === 'old'
            ? new Promise<Item[]>((resolve) => (resolveFirst = resolve))
            : Promise.resolve(items(2)),
        ),
      },
    });
    const actor = createActor(machine, { input: { pageSize: 2 } }).start();
    actor.send({ type: 'LOAD', params: { q: 'old' } });
    actor.send({ type: 'LOAD', params: { q: 'new' } });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    resolveFirst(items(1));
    await Promise.resolve();
    expect(actor.getSnapshot().context.items).toEqual(items(2));
  });

  it('uses the default page size of 10 without input', async () => {
    const requests: PageRequest[] = [];
    const machine = createPagingMachine<Item>().provide({
      actors: {
        fetchPage: fromPromise<PageResult<Item>, PageRequest>(async ({ input }) => {
          requests.push(input);
          return [];
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(requests).toEqual([{ skip: 0, limit: 10 }]);
  });
});
