// The communities part of the bench data set (issue 10): groups with members, the share of
// top-level posts made in a group, and people's lists. Made inside seed()'s transaction, before
// the posts are loaded, so the posts insert can place a post in its author's first group (a
// member always posts in a group they belong to).
import type pg from 'pg';

/** Every person joins this many groups (their first is where their group posts go). */
export const GROUPS_PER_PERSON = 3;
/** One top-level post in this many is made in a group. */
export const GROUP_POST_EVERY = 12;
/** Multipliers that spread people over groups: person n's j-th group is 1 + (n * M[j]) % G. */
const SPREAD = [7919, 104_729, 1_299_709] as const;

export const groupCount = (people: number) => Math.max(20, Math.round(people / 100));

/** SQL for the bench group number (1..G) that person `n` posts in: their first group. */
export const firstGroupOf = (n: string, groups: number) =>
  `(1 + (${n}::bigint * ${SPREAD[0]}) % ${groups})::int`;

type Step = (text: string, params?: unknown[]) => Promise<unknown>;

/**
 * Groups k = 1..G: one in 20 private, one in 10 closed, the rest open; owned by a spread-out
 * person who is also a member. `bench_groups (k, id)` maps numbers to ids for the posts insert.
 */
export async function seedGroups(
  step: Step,
  { people, groups, nowSql, uuidAt }: SeedGroupsInput,
): Promise<void> {
  await step(
    `create table bench_groups (k int primary key, id uuid not null, owner_n int not null)`,
  );
  await step(
    `insert into bench_groups
     select k, ${uuidAt(`${nowSql} - interval '400 days'`, 'k', '8006')},
            1 + ((k::bigint * 48271) % ${people})::int
       from generate_series(1, ${groups}) k`,
  );
  await step(
    `insert into groups (id, name, title, description, category, type, owner_id, created_at)
     select g.id, 'bench-group-' || g.k, 'Bench Group ' || g.k,
            'A bench group for crews in region ' || (g.k % 50), 'general',
            case when g.k % 20 = 0 then 'private' when g.k % 10 = 5 then 'closed' else 'open' end,
            p.id, ${nowSql} - interval '400 days'
       from bench_groups g join bench_people p on p.n = g.owner_n`,
  );
  // Members: each person's GROUPS_PER_PERSON groups (duplicates fold), then the owners.
  const picks = SPREAD.slice(0, GROUPS_PER_PERSON)
    .map((m) => `select n, (1 + (n::bigint * ${m}) % ${groups})::int as k from bench_people`)
    .join(' union ');
  await step(
    `insert into group_members (group_id, user_id, role, status, created_at)
     select g.id, p.id, case when g.owner_n = p.n then 'owner' else 'member' end, 'active',
            p.created_at
       from (${picks} union select owner_n, k from bench_groups) m
       join bench_groups g on g.k = m.k
       join bench_people p on p.n = m.n`,
  );
  await step(
    `update groups g set members_count = m.n
       from (select group_id, count(*)::int as n from group_members
              where status = 'active' group by group_id) m
      where m.group_id = g.id`,
  );
}

/** One person in this many keeps a list (every sampled bench viewer is one of them). */
export const LIST_OWNER_EVERY = 10;
/** People on each list. */
export const LIST_SIZE = 30;

/** A list "Crew" for every LIST_OWNER_EVERY-th person, of LIST_SIZE people spread over everyone. */
export async function seedLists(
  step: Step,
  { people, nowSql, uuidAt }: Omit<SeedGroupsInput, 'groups'>,
): Promise<void> {
  await step(
    `insert into user_lists (id, owner_id, title, position, created_at)
     select ${uuidAt(`${nowSql} - interval '300 days'`, 'p.n', '8007')}, p.id, 'Crew', 0,
            ${nowSql} - interval '300 days'
       from bench_people p where p.n % ${LIST_OWNER_EVERY} = 0`,
  );
  await step(
    `insert into user_list_members (list_id, user_id, created_at)
     select distinct on (l.id, m.id) l.id, m.id, ${nowSql} - interval '300 days'
       from bench_people o
       join user_lists l on l.owner_id = o.id
       cross join generate_series(1, ${LIST_SIZE}) j
       join bench_people m on m.n = 1 + ((o.n::bigint * 7 + j * 3001) % ${people})::int
      where m.n <> o.n`,
  );
}

export interface SeedGroupsInput {
  people: number;
  groups: number;
  nowSql: string;
  uuidAt: (ts: string, n: string, tag: string) => string;
}

/** Each sampled viewer's list, by viewer id. */
export async function listsOf(pool: pg.Pool, ownerIds: string[]): Promise<Map<string, string>> {
  const rows = await pool.query<{ owner_id: string; id: string }>(
    `select owner_id, id from user_lists where owner_id = any($1::uuid[])`,
    [ownerIds],
  );
  return new Map(rows.rows.map((r) => [r.owner_id, r.id]));
}

/**
 * The groups the group scenarios read: open ones with the most posts. The count names
 * `deleted_at is null` so it can use the partial posts_group index (without it: a sequential scan
 * of every post per group, minutes at full scale).
 */
export async function busiestOpenGroups(pool: pg.Pool, limit: number): Promise<string[]> {
  const rows = await pool.query<{ id: string }>(
    `select g.id from groups g
      where g.type = 'open'
        and g.id in (select id from bench_groups)
      order by (select count(*) from posts p where p.group_id = g.id and p.deleted_at is null) desc, g.id
      limit $1`,
    [limit],
  );
  return rows.rows.map((r) => r.id);
}
