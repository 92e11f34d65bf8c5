// What makes one kind of board item (a project, a job, a directory listing) different from the
// others, declared once per kind by its area (modules/<area>/kind.ts) and handed to the generic
// operations of platform/board/operations: its table kind, wire shape, how a create or an edit is
// checked and written, its list query, its page size and its membership quota. Everything else
// (visibility, owner and staff checks, favorites, reports, status, moderation, deletes with the
// password, counts) is the board's and the same for every kind.
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../auth/request-auth';
import type { Quota } from '../auth/quota';
import type { AppContext } from '../context';
import type { BoardItemRow, BoardKind } from '../db/tables';
import type { OperationId, QueryParams } from '../http/operation';
import type { BoardQuery } from './query';
import type { BoardViewer } from './viewer';

/** The contract types of a kind: its wire shape, create and edit bodies, and list filters. */
export interface BoardKindTypes {
  item: unknown;
  create: unknown;
  update: unknown;
  filters: unknown;
}

type Schemas = components['schemas'];

/** A kind's types named in the contract: its schemas and the count operation of its filters. */
export interface ContractKind<
  Item extends keyof Schemas,
  Create extends keyof Schemas,
  Update extends keyof Schemas,
  Count extends OperationId,
> {
  item: Schemas[Item];
  create: Schemas[Create];
  update: Schemas[Update];
  filters: QueryParams<Count>;
}

export interface BoardKindSpec<T extends BoardKindTypes> {
  kind: BoardKind;
  /** The membership quota that counts the owner's items of this kind (all of them, any status). */
  quota: Quota;
  /** Page size of the kind's lists (the staff queues use core's MODERATION_PAGE_SIZE). */
  pageSize: number;
  /** Who may publish at all, before the quota (listings: business accounts only). */
  assertMayPublish?: (caller: Caller) => void;
  /** Checks a create body and writes the caller's new item; answers its id. */
  insert: (ctx: AppContext, caller: Caller, body: T['create']) => Promise<string>;
  /** Checks an edit and applies it, by the owner or by staff (the operation checked which). */
  update: (ctx: AppContext, row: BoardItemRow, body: T['update']) => Promise<void>;
  /** The list query of the contract's filters: the board's shared rules and the kind's own. */
  search: (filters: T['filters']) => BoardQuery;
  /** Items as the contract's shape, in the ids' order, as the viewer sees them. */
  present: (
    ctx: AppContext,
    viewer: BoardViewer,
    ids: readonly string[],
    options: { keyword?: string },
  ) => Promise<T['item'][]>;
  /** One item as its own page shows it (a project adds the caller's bid); else `present`. */
  presentOne?: (ctx: AppContext, caller: Caller, id: string) => Promise<T['item']>;
}
