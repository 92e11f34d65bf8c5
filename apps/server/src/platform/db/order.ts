// A person's own order of their things (channels followed, groups joined, lists owned): one row
// per thing with a `position` column, saved in one transaction by one function.
import { sql } from 'kysely';
import type { Db } from './database';
import type { Tables } from './tables';

type Column<T extends keyof Tables> = keyof Tables[T] & string;

/** Where one kind of order is kept. */
export interface OrderedRows<T extends keyof Tables> {
  table: T;
  /** The column holding the person's id. */
  owner: Column<T>;
  /** The column holding the ordered thing's id. */
  item: Column<T>;
  /** Only rows with this value count as the person's (e.g. active memberships). */
  only?: { column: Column<T>; value: string };
  /**
   * 'every': the order must name each of the person's rows exactly once (the column is not
   * nullable). 'some': it may name a part of them; the others lose their place and come last.
   */
  naming: 'every' | 'some';
}

/**
 * Saves the person's order; false, and nothing changed, when an id is not one of theirs, is named
 * twice, or (naming 'every') one of theirs is missing.
 */
export async function saveOrder<T extends keyof Tables>(
  db: Db,
  rows: OrderedRows<T>,
  ownerId: string,
  order: readonly string[],
): Promise<boolean> {
  const table = sql.table(rows.table);
  const owner = sql.ref(rows.owner);
  const item = sql.ref(rows.item);
  const only = rows.only ? sql`and ${sql.ref(rows.only.column)} = ${rows.only.value}` : sql``;
  return db.transaction().execute(async (tx) => {
    const mine = await sql<{ id: string }>`select ${item} as id from ${table}
      where ${owner} = ${ownerId} ${only}`.execute(tx);
    const ids = new Set(mine.rows.map((row) => row.id));
    const named = new Set(order);
    if (named.size !== order.length || !order.every((id) => ids.has(id))) return false;
    if (rows.naming === 'every' && order.length !== ids.size) return false;
    if (rows.naming === 'some') {
      await sql`update ${table} set position = null where ${owner} = ${ownerId}`.execute(tx);
    }
    for (const [position, id] of order.entries()) {
      await sql`update ${table} set position = ${position}
        where ${owner} = ${ownerId} and ${item} = ${id}`.execute(tx);
    }
    return true;
  });
}
