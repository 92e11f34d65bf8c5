// The read rules' two forms agree: on generated worlds, rule by rule and place by place, the SQL
// form (what skeleton queries ask) and the in-memory form (what the verdict stage runs) let the
// same posts through for every viewer, a visitor included; and so do visibleHere and verdict.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { makeWorld, type World } from '../../../test/support/read-world';
import { hydrate } from './hydrate';
import { premiumOpenSql, READ_RULES, verdict, visibleHere } from './read-rules';
import { READ_PLACES, viewerOf, type ReadPlace, type Viewer } from './viewer';

let database: TestDatabase;
const worlds: World[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  for (const seed of [20, 2026, 7]) worlds.push(await makeWorld(database.db, seed));
}, 60_000);

afterAll(async () => {
  await database.close();
});

async function viewerFor(id: string | null): Promise<Viewer | null> {
  if (id === null) return null;
  const user = await database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return viewerOf(user);
}

/** Each rule's SQL form, and visibleHere, for every post of the world, in one query. */
async function sqlForms(viewerId: string | null, place: ReadPlace, ids: string[]) {
  const rules = READ_RULES.filter((r) => r.places.has(place));
  const columns = rules.map((r, i) => sql`${r.sql('p', viewerId, place)} as ${sql.raw(`r${i}`)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select p.id, ${visibleHere(viewerId, place, 'p')} as here, ${sql.join(columns)}
      from posts p where p.id = any(${ids}::uuid[])
  `.execute(database.db);
  return { rules, rows };
}

describe('read rules', () => {
  it('declare every rule for at least one place, each with both forms', () => {
    for (const rule of READ_RULES) {
      expect(rule.places.size, rule.name).toBeGreaterThan(0);
      expect(typeof rule.sql).toBe('function');
      expect(typeof rule.passes).toBe('function');
    }
  });

  it('agree in SQL and in memory, rule by rule, place by place, for every viewer', async () => {
    const disagreements: string[] = [];
    /** How often each rule kept a post out: a rule never exercised would prove nothing. */
    const hid = new Map<string, number>(READ_RULES.map((r) => [r.name, 0]));
    for (const world of worlds) {
      for (const viewerId of [null, ...world.viewers]) {
        const viewer = await viewerFor(viewerId);
        const data = await hydrate(database.db, viewer, world.posts);
        for (const place of READ_PLACES) {
          const { rules, rows } = await sqlForms(viewerId, place, world.posts);
          expect(rows).toHaveLength(world.posts.length);
          for (const row of rows) {
            const post = data.posts.get(row.id as string)!;
            const who = viewerId === null ? 'visitor' : `viewer ${world.people.indexOf(viewerId)}`;
            rules.forEach((rule, i) => {
              const inMemory = rule.passes(post, { viewer, place }, data);
              if (!inMemory) hid.set(rule.name, hid.get(rule.name)! + 1);
              if (row[`r${i}`] !== inMemory) {
                disagreements.push(
                  `${rule.name} @ ${place} for ${who}: SQL ${String(row[`r${i}`])}, memory ${inMemory} (post ${JSON.stringify({ ...post, reaction_counts: undefined })})`,
                );
              }
            });
            const shown = verdict(post, viewer, place, data) !== 'hide';
            if (row.here !== shown) {
              disagreements.push(
                `visibleHere @ ${place} for ${who}: SQL ${String(row.here)}, verdict ${shown} (post ${post.id})`,
              );
            }
          }
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect([...hid].filter(([, n]) => n === 0).map(([name]) => name)).toEqual([]);
  }, 60_000);

  it('lock a premium post exactly when SQL finds no subscription of the reader opening it', async () => {
    const disagreements: string[] = [];
    const seen = { locked: 0, opened: 0 };
    for (const world of worlds) {
      for (const viewerId of world.viewers) {
        const viewer = await viewerFor(viewerId);
        const data = await hydrate(database.db, viewer, world.posts);
        const { rows } = await sql<{ id: string; author_id: string; open: boolean }>`
          select p.id, p.author_id, ${premiumOpenSql('p', viewerId)} as open
            from posts p where p.id = any(${world.posts}::uuid[]) and p.premium
        `.execute(database.db);
        for (const row of rows) {
          const post = data.posts.get(row.id)!;
          const judged = verdict(post, viewer, 'post', data);
          if (judged === 'hide') continue;
          const expected = row.author_id === viewerId || row.open ? 'show' : 'locked';
          seen[expected === 'show' ? 'opened' : 'locked'] += 1;
          if (judged !== expected) disagreements.push(`${row.id} for ${viewerId}: ${judged}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(seen.locked).toBeGreaterThan(0);
    expect(seen.opened).toBeGreaterThan(0);
  }, 60_000);
});
