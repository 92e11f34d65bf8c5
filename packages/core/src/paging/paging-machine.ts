import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { NormalisedError } from '../errors/normalise-error';
import { toNormalisedError } from '../errors/normalise-error';
import type { PagingState } from './page-reducers';
import { ALL_TAB, applyPageResponse, failLoad, initialPagingState } from './page-reducers';

/** What the injected `fetchPage` actor receives. */
export type PageRequest = { skip: number; limit: number } & Record<string, unknown>;

/**
 * What the injected `fetchPage` actor returns: an array, `{ items }`, or an error response with a
 * `status` field (ignored). Any other value is treated as a failed load.
 */
export type PageResult<T> = T[] | { items: T[] } | { status: unknown };

export interface PagingContext<T> extends PagingState<T> {
  pageSize: number;
  tab: string;
  /** Extra request parameters (filters, type, search…), sent with every page. */
  params: Record<string, unknown>;
  /** The last load failure, normalised; cleared by the next load. */
  error: NormalisedError | null;
}

export interface PagingInput {
  pageSize?: number;
  tab?: string;
  params?: Record<string, unknown>;
}

export type PagingEvent<T> =
  /** Load the first page; a new tab or params replace the current ones. */
  | { type: 'LOAD'; tab?: string; params?: Record<string, unknown> }
  /** Load the next page (ignored while loading or when there is no more). */
  | { type: 'LOAD_MORE' }
  /** Back to the initial state (items null), keeping page size, tab and params. */
  | { type: 'RESET' }
  /** Select an item (or clear the selection with null). */
  | { type: 'SELECT'; item: T | null };

function pagingState<T>(context: PagingContext<T>): PagingState<T> {
  const { items, skip, hasMore, activeItem } = context;
  return { items, skip, hasMore, activeItem };
}

/**
 * Creates the list paging machine (spec section 4). The request is an injected actor:
 * `createPagingMachine<Post>().provide({ actors: { fetchPage: fromPromise(async ({ input }) =>
 * api.feed(input)) } })`; it receives `{ skip, limit, ...params }` and returns an array or
 * `{ items }`. A response with a `status` field is ignored; a throw or an unknown shape empties the
 * list and stops paging. A new LOAD while loading cancels the running request.
 */
export function createPagingMachine<T>() {
  return setup({
    types: {
      context: {} as PagingContext<T>,
      events: {} as PagingEvent<T>,
      // `void` (not `undefined`) keeps the input optional for createActor/useMachine.
      input: {} as PagingInput | void,
    },
    actors: {
      fetchPage: fromPromise<PageResult<T>, PageRequest>(() =>
        Promise.reject(new Error('fetchPage actor not provided')),
      ),
    },
    actions: {
      setRequest: assign(({ context, event }) =>
        event.type === 'LOAD'
          ? { tab: event.tab ?? context.tab, params: event.params ?? context.params }
          : {},
      ),
    },
    guards: {
      canLoadMore: ({ context }) => context.hasMore && context.items !== null,
      isFirstLoad: ({ context }) => context.items === null,
    },
  }).createMachine({
    id: 'paging',
    context: ({ input }) => {
      const options: PagingInput = (input as PagingInput | undefined) ?? {};
      return {
        ...initialPagingState<T>(),
        pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
        tab: options.tab ?? ALL_TAB,
        params: options.params ?? {},
        error: null,
      };
    },
    initial: 'idle',
    on: {
      RESET: {
        target: '.idle',
        actions: assign(() => ({ ...initialPagingState<T>(), error: null })),
      },
      SELECT: { actions: assign({ activeItem: ({ event }) => event.item }) },
    },
    states: {
      idle: {
        on: {
          LOAD: { target: 'loading', actions: 'setRequest' },
          LOAD_MORE: [
            { guard: 'isFirstLoad', target: 'loading' },
            { guard: 'canLoadMore', target: 'loadingMore' },
          ],
        },
      },
      loading: {
        entry: assign({ error: null }),
        on: { LOAD: { target: 'loading', reenter: true, actions: 'setRequest' } },
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ ...context.params, skip: 0, limit: context.pageSize }),
          onDone: {
            target: 'idle',
            actions: assign(({ context, event }) =>
              applyPageResponse(pagingState(context), event.output, {
                first: true,
                pageSize: context.pageSize,
                tab: context.tab,
              }),
            ),
          },
          onError: {
            target: 'idle',
            actions: assign(({ context, event }) => ({
              ...failLoad(pagingState(context)),
              error: toNormalisedError(event.error),
            })),
          },
        },
      },
      loadingMore: {
        entry: assign({ error: null }),
        on: { LOAD: { target: 'loading', actions: 'setRequest' } },
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({
            ...context.params,
            skip: context.skip,
            limit: context.pageSize,
          }),
          onDone: {
            target: 'idle',
            actions: assign(({ context, event }) =>
              applyPageResponse(pagingState(context), event.output, {
                first: false,
                pageSize: context.pageSize,
              }),
            ),
          },
          onError: {
            target: 'idle',
            actions: assign(({ context, event }) => ({
              ...failLoad(pagingState(context)),
              error: toNormalisedError(event.error),
            })),
          },
        },
      },
    },
  });
}

/** A paging machine for lists of unknown items; `createPagingMachine<T>()` gives a typed one. */
export const pagingMachine = createPagingMachine<unknown>();
