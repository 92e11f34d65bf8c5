// Migration 0029 turns group and channel names written under the older rules into addresses.
import { groupNameSchema } from '@trestle/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/support/database';
import { newId } from '../../ids';
import { up } from './0029_entity_names';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0029 (one name rule for groups and channels)', () => {
  it('makes every old group name an address, unique, and leaves valid names alone', async () => {
    const db = database.db;
    const owner = newId();
    await sql`insert into users (id, username, email, password_hash, account_type, role_key,
      membership_level, display_name, general, profile, dm_setting, mute_words, mute_categories)
      values (${owner}, 'names', 'names@example.test', 'x', 'personal', 'user', 'free',
      'Names', '{}', '{}', 'followers', '[]', '[]')`.execute(db);
    const names = [
      'austin-builders',
      'Austin Builders',
      "Bob's Concrete & Co.",
      'Austin  Builders',
    ];
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const id = newId();
      ids.push(id);
      await sql`insert into groups (id, name, title, type, owner_id, created_at)
        values (${id}, ${name}, ${name}, 'open', ${owner},
        ${new Date(Date.UTC(2026, 0, 1, 0, index))})`.execute(db);
    }
    await up(db as never);
    const { rows } = await sql<{ id: string; name: string }>`
      select id, name from groups where owner_id = ${owner}`.execute(db);
    const byId = new Map(rows.map((row) => [row.id, row.name]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      'austin-builders',
      'Austin-Builders-2',
      'Bob-s-Concrete-Co',
      'Austin-Builders-3',
    ]);
    for (const row of rows) expect(groupNameSchema.safeParse(row.name).success).toBe(true);
  });
});
