// The rows hydration has read, kept by their row version so a page reads only what changed.
//
// A row's version is PostgreSQL's own: the transaction that wrote it (`xmin`) and where it lies
// (`ctid`). Every update writes a new row version, and two versions written by one transaction
// lie in different places, so the pair names one version of one row and never another. Nothing
// has to be told when a row changes (no invalidation, nothing shared between processes): the
// page's first statement reads the versions, and a row whose version is not kept here is read in
// full. A version that a rolled-back transaction wrote is never read again and ages out.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import type { ChannelRow, GroupRow, PostRow } from '../db/tables';
import type { FeedAuthor } from './hydrate';

/** The SQL of a row version, for a table alias: `xmin` and `ctid` as one text. */
export const rowVersionSql = (alias: string) => `${alias}.xmin::text || ${alias}.ctid::text`;

/** How many rows of each kind one database's cache keeps (the least recently used go first). */
export const HYDRATION_CACHE_ROWS = {
  posts: 20_000,
  authors: 20_000,
  groups: 2_000,
  channels: 2_000,
};

interface Versioned<T> {
  version: string;
  row: T;
}

class RowsByVersion<T extends object> {
  private readonly rows: LRUCache<string, Versioned<T>>;
  constructor(max: number) {
    this.rows = new LRUCache({ max });
  }
  /** The row with this id as of this version, if kept. */
  get(id: string, version: string): T | undefined {
    const kept = this.rows.get(id);
    return kept?.version === version ? kept.row : undefined;
  }
  /** Whether some version of the row with this id is kept. */
  has(id: string): boolean {
    return this.rows.has(id);
  }
  /** Keeps a row read in full; it is frozen, as every page that reads it shares it. */
  set(id: string, version: string, row: T): T {
    this.rows.set(id, { version, row: deepFreeze(row) });
    return row;
  }
  get size(): number {
    return this.rows.size;
  }
}

export interface HydrationCache {
  posts: RowsByVersion<PostRow>;
  authors: RowsByVersion<FeedAuthor>;
  groups: RowsByVersion<GroupRow>;
  channels: RowsByVersion<ChannelRow>;
}

// One cache per database handle: a transaction's handle gets its own, which goes with it.
const caches = new WeakMap<Db, HydrationCache>();

export function hydrationCacheOf(db: Db): HydrationCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      posts: new RowsByVersion(HYDRATION_CACHE_ROWS.posts),
      authors: new RowsByVersion(HYDRATION_CACHE_ROWS.authors),
      groups: new RowsByVersion(HYDRATION_CACHE_ROWS.groups),
      channels: new RowsByVersion(HYDRATION_CACHE_ROWS.channels),
    };
    caches.set(db, cache);
  }
  return cache;
}

/** Freezes an object and everything in it but dates (a shared row must not be changed by one page). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
