// group_rules: a group's rules, in their order.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { GroupRuleRow } from '../../../platform/db/tables';
import { newId } from '../../../platform/ids';

export function rulesOf(db: Db, groupIds: string[]): Promise<GroupRuleRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_rules')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export const MAX_RULES = 20;

export function listRuleRows(db: Db, groupId: string, page: { skip: number; limit: number }) {
  return db
    .selectFrom('group_rules')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('position')
    .orderBy('id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

export function findRule(db: Db, groupId: string, ruleId: string) {
  return db
    .selectFrom('group_rules')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
}

/** A new last rule; null when the group already has MAX_RULES. */
export async function insertRule(
  db: Db,
  groupId: string,
  rule: { title: string; description: string },
): Promise<GroupRuleRow | null> {
  return db.transaction().execute(async (tx) => {
    // One writer at a time per group, so two adds cannot pass the limit together.
    await sql`select id from groups where id = ${groupId} for update`.execute(tx);
    const { n, last } = await tx
      .selectFrom('group_rules')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('position').as('last')])
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_RULES) return null;
    return tx
      .insertInto('group_rules')
      .values({
        id: newId(),
        group_id: groupId,
        title: rule.title,
        description: rule.description,
        position: last === null ? 0 : Number(last) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export function updateRuleRow(
  db: Db,
  ruleId: string,
  rule: { title: string; description: string },
) {
  return db
    .updateTable('group_rules')
    .set(rule)
    .where('id', '=', ruleId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Puts the group's rules in the given order; false (nothing changed) unless `order` names every
 * rule of the group exactly once. Under the group's row lock, like adding a rule.
 */
export async function saveRuleOrder(db: Db, groupId: string, order: string[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`select id from groups where id = ${groupId} for update`.execute(tx);
    const rules = await tx
      .selectFrom('group_rules')
      .select('id')
      .where('group_id', '=', groupId)
      .execute();
    const ids = new Set(rules.map((rule) => rule.id));
    if (rules.length !== order.length || !order.every((id) => ids.has(id))) return false;
    for (const [position, id] of order.entries()) {
      await tx.updateTable('group_rules').set({ position }).where('id', '=', id).execute();
    }
    return true;
  });
}

export async function deleteRuleRow(db: Db, ruleId: string): Promise<void> {
  await db.deleteFrom('group_rules').where('id', '=', ruleId).execute();
}
