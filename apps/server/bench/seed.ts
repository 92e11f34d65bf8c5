// The bench data set, made in SQL (generate_series and random() under a fixed setseed) in one
// transaction, so that a run either finds the whole seed or none of it. Full scale: 100,000 people,
// 1,000,000 posts (top-level posts, replies up to three deep, reposts and quotes), 3,000,000
// reactions, a power-law follow graph, and the notifications all that would have made;
// BENCH_SCALE multiplies every count. A marker row in bench_seed says which seed a database
// holds, so later runs skip seeding.
import type pg from 'pg';
import { backfillTimelines } from '../src/modules/posts/timeline/backfill';
import { hashPassword } from '../src/platform/auth/passwords';
import type { Database } from '../src/platform/db/database';
import type { Driver } from './config';
import { projectCount, seedProjects } from './board';
import { listingCount, seedListings } from './directory';
import { firstGroupOf, GROUP_POST_EVERY, groupCount, seedGroups, seedLists } from './communities';

/** Bumped when the generated data changes shape: an older seed is then made again. */
export const SEED_VERSION = 8;

export interface SeedCounts {
  people: number;
  posts: number;
  reactions: number;
  follows: number;
  notifications?: number;
  groups?: number;
  lists?: number;
  projects?: number;
  listings?: number;
}

export interface SeedInfo {
  key: string;
  /** Seconds the seed took, when it was made by this run. */
  seededSeconds: number | null;
  /** The newest seeded post: posts after it were made by bench runs and are removed. */
  newestPostAt: Date;
  counts: SeedCounts;
}

export const seedKey = (scale: number) => `v${SEED_VERSION}:scale=${scale}`;

/** Tables the seed fills; their plain indexes are dropped during the load and built after it. */
const LOADED_TABLES = [
  'users',
  'posts',
  'reactions',
  'follows',
  'user_mutes',
  'user_blocks',
  'post_mutes',
  'bookmarks',
  'notifications',
  'notification_actors',
  'groups',
  'group_members',
  'user_lists',
  'user_list_members',
  'board_items',
  'board_documents',
];

/** Everyday words for post text; "spoiler" and "crypto" are added rarely (muted words). */
const WORDS = (
  'the a of to and in is it you that was for on are with as this be at have from or one had by ' +
  'but not what all were when we there can an your which their said if do will each about how up ' +
  'out them then she many some so these would other into has more her two like him see time could ' +
  'no make than first been its who now people my made over did down only way find use may water ' +
  'long little very after words called just where most know get through back much go good new ' +
  'write our me man too any day same right look think also around another came come work three ' +
  'word must because does part even place well such here take why things help put years different ' +
  'away again off went old number great tell men say small every found still between name should ' +
  'home big give air line set own under read last never us left end along while might next sound ' +
  'below saw something thought both few those always looked show large often together asked house ' +
  'world going want school important until form food keep children feet land side without boy once ' +
  'animals life enough took sometimes four head above kind began almost live page got earth need ' +
  'far hand high year mother light parts country father let night following picture being study ' +
  'second eyes soon times story boys since white days ever paper hard near sentence better best ' +
  'across during today others however sure means knew try told young miles sun ways thing whole ' +
  'hear example heard several change answer room sea against top turned learn point city play toward'
).split(' ');

/** Categories and their cumulative shares of posts. */
const CATEGORY_SHARES: [string, number][] = [
  ['general', 0.3],
  ['personal', 0.5],
  ['news', 0.62],
  ['fun', 0.7],
  ['sports', 0.76],
  ['science', 0.81],
  ['business', 0.86],
  ['arts', 0.9],
  ['health', 0.94],
  ['cute', 0.98],
  ['faith', 1],
];

export function countsFor(scale: number) {
  const people = Math.max(200, Math.round(100_000 * scale));
  const posts = Math.max(1000, Math.round(1_000_000 * scale));
  return {
    people,
    posts,
    reactions: Math.round(3_000_000 * scale),
    /** "A few" people followed by about half of everyone. */
    celebrities: Math.max(2, Math.round(8 * scale)),
    top: Math.round(posts * 0.68),
    replies1: Math.round(posts * 0.13),
    replies2: Math.round(posts * 0.05),
    replies3: Math.round(posts * 0.02),
    reposts: Math.round(posts * 0.09),
    /** Whatever is left: quote posts (about 3%). */
    quotes: 0,
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A multiplier coprime with n: (rank * it) mod n spreads popular ranks over the whole range. */
function spreader(n: number, start: number): number {
  let p = start;
  while (gcd(p, n) !== 1) p += 2;
  return p;
}

/** A UUIDv7-shaped id from a moment and a unique number, sortable by time like the app's ids. */
const uuidAt = (ts: string, n: string, tag: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7000' || '${tag}' || ` +
  `lpad(to_hex(${n}), 12, '0'))::uuid`;

/** Reads the marker: the seed this database holds, if any. */
export async function readSeed(pool: pg.Pool): Promise<SeedInfo | 'none' | 'foreign'> {
  const marker = await pool.query<{ exists: boolean }>(
    `select to_regclass('public.bench_seed') is not null as exists`,
  );
  if (!marker.rows[0]?.exists) {
    const users = await pool.query<{ n: number }>('select count(*)::int as n from users');
    return users.rows[0]!.n > 0 ? 'foreign' : 'none';
  }
  const row = await pool.query<{
    key: string;
    newest_post_at: Date;
    counts: SeedCounts;
  }>('select key, newest_post_at, counts from bench_seed limit 1');
  const found = row.rows[0];
  if (!found) return 'foreign';
  return {
    key: found.key,
    seededSeconds: null,
    newestPostAt: found.newest_post_at,
    counts: found.counts,
  };
}

/** Removes what earlier runs added (posts made by the posting scenario). */
export async function removeRunPosts(pool: pg.Pool, seed: SeedInfo): Promise<number> {
  // Compared in SQL: a JavaScript Date keeps milliseconds, PostgreSQL microseconds.
  const removed = await pool.query(
    'delete from posts where created_at > (select newest_post_at from bench_seed where key = $1)',
    [seed.key],
  );
  // Their timeline entries too (no foreign key holds them): they would be the newest of many.
  await pool.query(
    'delete from home_timeline where created_at > (select newest_post_at from bench_seed where key = $1)',
    [seed.key],
  );
  return removed.rowCount ?? 0;
}

type Step = (sql: string, params?: unknown[]) => Promise<void>;

/**
 * Seeds an empty (migrated) database. Everything runs in one transaction on one connection; the
 * plain indexes of the loaded tables are dropped first and built once at the end, and foreign-key
 * triggers are off during the load (session_replication_role = replica): the rows are consistent
 * by construction. VACUUM ANALYZE follows, outside the transaction.
 */
export async function seed(
  database: Database,
  scale: number,
  log: (line: string) => void,
  driver: Driver,
): Promise<SeedInfo> {
  const c = countsFor(scale);
  const P = c.people;
  const T = c.top;
  const R1 = c.replies1;
  const R2 = c.replies2;
  const R3 = c.replies3;
  const RP = c.reposts;
  const Q = c.posts - T - R1 - R2 - R3 - RP;
  const N = c.posts;
  const off1 = T;
  const off2 = off1 + R1;
  const off3 = off2 + R2;
  const offRepost = off3 + R3;
  const offQuote = offRepost + RP;
  const started = performance.now();
  const passwordHash = await hashPassword('bench password');
  const client = await database.pool.connect();
  let released = false;
  const step: Step = async (text, params) => {
    const t0 = performance.now();
    await client.query(text, params);
    const label = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    log(`  ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${label}`);
  };
  try {
    const role = await client.query<{ super: boolean }>(
      'select rolsuper as super from pg_roles where rolname = current_user',
    );
    await client.query('begin');
    // Foreign-key checks off for the load (superusers only; others load with the checks on).
    if (role.rows[0]?.super) await client.query('set local session_replication_role = replica');
    // PGlite lives in WebAssembly memory: smaller sort and index-build memory there.
    const [work, maintenance] = driver === 'pglite' ? ['64MB', '128MB'] : ['256MB', '512MB'];
    await client.query(`set local work_mem = '${work}'`);
    await client.query(`set local maintenance_work_mem = '${maintenance}'`);
    await client.query('set local synchronous_commit = off');
    await client.query('select setseed(0.42)');
    const now = (await client.query<{ now: Date }>('select now() as now')).rows[0]!.now;
    const nowSql = `'${now.toISOString()}'::timestamptz`;

    const indexes = await client.query<{ name: string; def: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = any($1::regclass[])
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
      [LOADED_TABLES],
    );
    for (const index of indexes.rows) await client.query(`drop index "${index.name}"`);

    await step(`create table bench_seed (
      key text primary key, version int not null, scale double precision not null,
      seeded_at timestamptz not null, newest_post_at timestamptz not null,
      seconds double precision not null, counts jsonb not null)`);

    // People: n = 1..P, created over three years in n order (so ids sort by n). Most follow about
    // 90 people (log-normal); one in 200 follows thousands.
    await step(`create table bench_people (
      n int primary key, id uuid not null, created_at timestamptz not null,
      out_degree int not null, heavy boolean not null)`);
    await step(
      `insert into bench_people
       select n, ${uuidAt('at', 'n', '8001')}, at,
              case when h < 0.005 then least(1000 + floor(hd * 4000)::int, ${Math.floor(P / 2)})
                   else least(greatest(3, round(exp(ln(90) + 0.6 * sqrt(-2 * ln(1 - u1))
                                                  * cos(2 * pi() * u2)))::int), ${Math.floor(P / 4)})
              end,
              h < 0.005
         from (select n, ${nowSql} - interval '3 years' + (interval '3 years' - interval '400 days') * n / ${P} as at,
                      random() as u1, random() as u2, random() as h, random() as hd
                 from generate_series(1, ${P}) n) g`,
    );
    await step(
      `insert into users (id, username, email, password_hash, account_type, role_key,
              membership_level, email_verified_at, display_name, general, profile, dm_setting,
              mute_words, mute_categories, created_at, updated_at)
       select id, 'bench_' || n, 'bench_' || n || '@bench.test', $1,
              case when r3 < 0.05 then 'business' else 'personal' end, 'user', 'free', created_at,
              'Bench Person ' || n, '{}', '{}', 'followers',
              (case when r1 < 0.05 then '["spoiler"]' when r1 < 0.07 then '["spoiler", "crypto"]'
                    else '[]' end)::jsonb,
              (case when r2 < 0.03 then '["sports"]' else '[]' end)::jsonb,
              created_at, created_at
         from (select p.*, random() as r1, random() as r2, random() as r3
                 from bench_people p order by n) p`,
      [passwordHash],
    );

    // Sentences for post text.
    await step(
      `create table bench_sentences as
       select i, upper(left(s, 1)) || substr(s, 2)
                 || case when i % 97 = 0 then ' spoiler' when i % 89 = 0 then ' crypto' else '' end
                 || '.' as text
         from (select i, (select string_agg(word, ' ')
                            from (select w[1 + floor(random() * array_length(w, 1))::int] as word
                                    from generate_series(1, 6 + i % 9) k) z) as s
                 from generate_series(0, 999) i,
                      (select $1::text[] as w) words) x`,
      [WORDS],
    );

    // Posts, staged with their place in the data set: g = 1..N, grouped by kind.
    await step(`create table bench_posts (
      g int primary key, kind text not null, author_n int not null, created_at timestamptz not null,
      target_g int, root_g int, depth int not null, r_cat double precision not null,
      r_misc double precision not null, id uuid not null)`);
    const postId = uuidAt('created_at', 'g', '8002');
    // Top-level posts over the last 365 days; prolific authors post far more than most.
    await step(
      `insert into bench_posts
       select g, 'top', author_n, created_at, null, null, 0, r_cat, r_misc, ${postId}
         from (select g, 1 + floor(${P} * power(random(), 1.6))::int as author_n,
                      ${nowSql} - interval '365 days' * (1 - (g - random()) / ${T}) as created_at,
                      random() as r_cat, random() as r_misc
                 from generate_series(1, ${T}) g) x`,
    );
    // Replies: to top-level posts, then to those replies, then one level deeper. Targets follow a
    // power law (a few threads draw most replies), spread over time by a multiplier.
    const replies = [
      { count: R1, offset: off1, targetOffset: 0, targets: T, power: 3, root: 't.g' },
      { count: R2, offset: off2, targetOffset: off1, targets: R1, power: 2, root: 't.root_g' },
      { count: R3, offset: off3, targetOffset: off2, targets: R2, power: 2, root: 't.root_g' },
    ];
    for (const [level, r] of replies.entries()) {
      if (r.count === 0 || r.targets === 0) continue;
      const spread = spreader(r.targets, 1_000_003);
      await step(
        `insert into bench_posts
         select g, 'reply', author_n, created_at, target_g, root_g, ${level + 1}, r_cat, r_misc,
                ${postId}
           from (select s.g, 1 + floor(${P} * power(random(), 1.3))::int as author_n,
                        greatest(t.created_at + interval '1 millisecond',
                                 least(t.created_at + interval '2 days' * power(random(), 3),
                                       ${nowSql} - interval '1 second' * random())) as created_at,
                        t.g as target_g, ${r.root} as root_g, random() as r_cat, random() as r_misc
                   from (select ${r.offset} + k as g,
                                ${r.targetOffset} + 1 + ((floor(${r.targets} * power(random(), ${r.power}))::bigint
                                                          * ${spread}) % ${r.targets})::int as tg
                           from generate_series(1, ${r.count}) k) s
                   join bench_posts t on t.g = s.tg) x`,
      );
    }
    // Reposts and quotes of top-level posts, some time after them.
    const topSpread = spreader(T, 999_983);
    for (const [kind, count, offset] of [
      ['repost', RP, offRepost],
      ['quote', Q, offQuote],
    ] as const) {
      if (count <= 0) continue;
      await step(
        `insert into bench_posts
         select g, '${kind}', author_n, created_at, target_g, null, 0, r_cat, r_misc, ${postId}
           from (select s.g, 1 + floor(${P} * power(random(), 1.3))::int as author_n,
                        greatest(t.created_at + interval '1 millisecond',
                                 least(t.created_at + interval '3 days' * power(random(), 3),
                                       ${nowSql} - interval '1 second' * random())) as created_at,
                        t.g as target_g, random() as r_cat, random() as r_misc
                   from (select ${offset} + k as g,
                                1 + ((floor(${T} * power(random(), 2))::bigint * ${topSpread}) % ${T})::int as tg
                           from generate_series(1, ${count}) k) s
                   join bench_posts t on t.g = s.tg) x`,
      );
    }

    // One pure repost per person and post (as the API allows): the rest become quotes.
    await step(
      `update bench_posts b set kind = 'quote'
         from (select g, row_number() over (partition by author_n, target_g order by g) as nth
                 from bench_posts where kind = 'repost') d
        where d.g = b.g and d.nth > 1`,
    );

    // Reactions: popular posts draw most; a reaction to a pure repost goes to its original (as
    // the API does). One per person and post.
    const allSpread = spreader(N, 1_000_033);
    const pickPost = `1 + ((floor(${N} * power(random(), 2))::bigint * ${allSpread}) % ${N})::int`;
    const reactable = `case when b.kind = 'repost' then b.target_g else b.g end`;
    await step(
      `create table bench_reactions as
       select distinct on (post_g, user_n) post_g, user_n, type
         from (select ${reactable} as post_g, x.user_n, x.type
                 from (select ${pickPost} as pick,
                              1 + floor(${P} * power(random(), 1.2))::int as user_n,
                              case when r < 0.70 then 'like' when r < 0.82 then 'love'
                                   when r < 0.90 then 'happy' when r < 0.94 then 'sad'
                                   when r < 0.98 then 'dislike' else 'hate' end as type
                         from (select random() as r from generate_series(1, ${c.reactions})) k) x
                 join bench_posts b on b.g = x.pick) y
        order by post_g, user_n`,
    );

    // Groups and their members, so that some posts below are made in a group.
    const G = groupCount(P);
    await seedGroups(step, { people: P, groups: G, nowSql, uuidAt });
    await seedLists(step, { people: P, nowSql, uuidAt });
    await seedProjects(step, { people: P, projects: projectCount(scale), nowSql, uuidAt });
    // After the projects: the listings are placed at the same temporary table of ZIPs.
    await seedListings(step, { people: P, listings: listingCount(scale), nowSql, uuidAt });

    // The posts themselves, with counters that match the rows: reactions (likes_count counts
    // every reaction type, as the API does), direct replies, reposts and quotes.
    const category = CATEGORY_SHARES.map(
      ([name, upTo]) => `when b.r_cat < ${upTo} then '${name}'`,
    ).join(' ');
    await step(
      `insert into posts (id, author_id, kind, title, text, category, tags, media, link, poll,
              reply_to_id, root_id, repost_of_id, reply_policy, premium, width, height,
              likes_count, reaction_counts, replies_count, repost_count, impressions_count,
              created_at, deleted_at, group_id)
       select b.id, a.id,
              case when blog then 'blog' else 'post' end,
              case when blog then 'Notes on ' || s2.text end,
              case when b.kind = 'repost' then ''
                   when b.kind = 'reply' then '<p>' || s1.text || '</p>'
                   when blog then '<p>' || s1.text || ' ' || s2.text || '</p><p>' || s3.text || ' '
                                  || s1.text || '</p>'
                   else '<p>' || s1.text || ' ' || s2.text
                        || case when tagged then ' #topic' || (b.g % 50) else '' end || '</p>'
              end,
              case ${category} else 'general' end,
              case when tagged then array['topic' || (b.g % 50)] else '{}'::text[] end,
              case when media then jsonb_build_array(jsonb_build_object(
                     'file', 'bench-' || b.g || '.jpg', 'type', 'image', 'width', 1200,
                     'height', 800, 'alt', 'A picture'))
                   else '[]'::jsonb end,
              null,
              case when poll then jsonb_build_object('choices', jsonb_build_array('Yes', 'No', 'Maybe'),
                     'endsAt', to_char((b.created_at + interval '1 day') at time zone 'UTC',
                                       'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
              case when b.kind = 'reply' then t.id end,
              case when b.kind = 'reply' then r.id end,
              case when b.kind in ('repost', 'quote') then t.id end,
              case when b.r_misc >= 0.99 then 'nobody' when b.r_misc >= 0.98 then 'mentioned'
                   when b.r_misc >= 0.96 then 'following' else 'everyone' end,
              premium,
              case when media then 1200 end, case when media then 800 end,
              coalesce(l.n, 0), coalesce(l.counts, '{}'::jsonb), coalesce(rc.n, 0), coalesce(rp.n, 0),
              coalesce(l.n, 0) * 8 + b.g % 50,
              b.created_at,
              case when b.kind = 'top' and b.g % 200 = 7 then b.created_at + interval '3 hours' end,
              bg.id
         from (select b.*,
                      b.kind in ('top', 'quote') and b.r_misc < 0.18 as media,
                      b.kind = 'top' and b.r_misc >= 0.18 and b.r_misc < 0.19 as poll,
                      b.kind = 'top' and b.r_misc >= 0.19 and b.r_misc < 0.20 as premium,
                      b.kind = 'top' and b.r_misc >= 0.20 and b.r_misc < 0.23 as blog,
                      b.kind in ('top', 'quote') and b.g % 9 = 0 as tagged
                 from bench_posts b) b
         join bench_people a on a.n = b.author_n
         join bench_sentences s1 on s1.i = (b.g * 7) % 1000
         join bench_sentences s2 on s2.i = (b.g * 13 + 5) % 1000
         join bench_sentences s3 on s3.i = (b.g * 31 + 11) % 1000
         left join bench_posts t on t.g = b.target_g
         left join bench_posts r on r.g = b.root_g
         left join bench_groups bg
                on b.kind = 'top' and b.g % ${GROUP_POST_EVERY} = 0
               and bg.k = ${firstGroupOf('b.author_n', G)}
         left join (select post_g, sum(n)::int as n, jsonb_object_agg(type, n) as counts
                      from (select post_g, type, count(*)::int as n from bench_reactions
                             group by post_g, type) z
                     group by post_g) l
                on l.post_g = b.g
         left join (select target_g, count(*)::int as n from bench_posts where kind = 'reply'
                     group by target_g) rc on rc.target_g = b.g
         left join (select target_g, count(*)::int as n from bench_posts
                     where kind in ('repost', 'quote') group by target_g) rp on rp.target_g = b.g
        order by b.created_at, b.id`,
    );
    await step(
      `insert into reactions (post_id, user_id, type, smile, created_at)
       select b.id, u.id, x.type, null,
              least(b.created_at + interval '7 days' * power(random(), 3), ${nowSql})
         from bench_reactions x
         join bench_posts b on b.g = x.post_g
         join bench_people u on u.n = x.user_n
        order by b.id, u.id`,
    );

    // Follows: each person's out-degree of picks from a power law over people (in-degree ~
    // rank^-1/2), plus the celebrities, each followed by up to half of everyone.
    await step(
      `insert into follows (follower_id, followee_id, created_at)
       select a.id, b.id, greatest(a.created_at, b.created_at)
                          + (${nowSql} - greatest(a.created_at, b.created_at)) * random()
         from (select distinct f, t
                 from (select p.n as f, 1 + floor(${P} * power(random(), 2))::int as t
                         from bench_people p, generate_series(1, p.out_degree) k
                       union all
                       -- random() per person and celebrity: in a WHERE clause that names only
                       -- c, PostgreSQL would draw it once per celebrity.
                       select f, t
                         from (select p.n as f, c as t, random() as r
                                 from bench_people p, generate_series(1, ${c.celebrities}) c) z
                        where r < 0.5 * power(0.85, t - 1)) x
                where f <> t) s
         join bench_people a on a.n = s.f
         join bench_people b on b.n = s.t
        order by a.id, b.id`,
    );
    // The follow-count trigger is off during the load (replica role): count once, set-based.
    await step(
      `update users u
          set followers_count = coalesce(i.n, 0), following_count = coalesce(o.n, 0)
         from users x
         left join (select followee_id id, count(*) n from follows group by 1) i on i.id = x.id
         left join (select follower_id id, count(*) n from follows group by 1) o on o.id = x.id
        where u.id = x.id`,
    );
    // A few blocks, mutes (popular people more often), muted threads and bookmarks.
    const pairs = (table: string, left: string, right: string, count: number, power: number) =>
      step(
        `insert into ${table} (${left}, ${right}, created_at)
         select a.id, b.id, ${nowSql} - interval '365 days' * random()
           from (select distinct u, v
                   from (select 1 + floor(${P} * random())::int as u,
                                1 + floor(${P} * power(random(), ${power}))::int as v
                           from generate_series(1, ${count})) x
                  where u <> v) s
           join bench_people a on a.n = s.u
           join bench_people b on b.n = s.v
          order by a.id, b.id`,
      );
    await pairs('user_blocks', 'user_id', 'blocked_id', Math.round(P * 0.03), 1);
    await pairs('user_mutes', 'user_id', 'muted_id', Math.round(P * 0.08), 2);
    await step(
      `insert into post_mutes (user_id, post_id)
       select distinct u.id, b.id
         from (select 1 + floor(${P} * random())::int as u, 1 + floor(${T} * random())::int as g
                 from generate_series(1, ${Math.round(P * 0.05)})) s
         join bench_people u on u.n = s.u
         join bench_posts b on b.g = s.g`,
    );
    await step(
      `insert into bookmarks (user_id, post_id, created_at)
       select u.id, p.id, max(p.created_at)
         from (select 1 + floor(${P} * random())::int as u, ${pickPost} as pick
                 from generate_series(1, ${Math.round(N * 0.05)})) s
         join bench_posts b on b.g = s.pick
         join bench_posts p on p.g = ${reactable}
         join bench_people u on u.n = s.u
        group by u.id, p.id`,
    );

    // Notifications as the jobs would have written them: one per reply to someone else's post,
    // one grouped entry per reacted post (its reactors as actors), and one grouped follow entry
    // per person followed in the last 30 days. Most are read; the last day's are not.
    const noticeId = (ts: string, n: string, tag: string) => uuidAt(ts, n, tag);
    const readAt = (ts: string) =>
      `case when ${ts} < ${nowSql} - interval '1 day' then ${ts} + interval '1 hour' end`;
    await step(
      `insert into notifications (id, recipient_id, type, post_id, reply_id, thread_id, group_key,
              created_at, updated_at, read_at)
       select ${noticeId('b.created_at', 'b.g', '8003')}, pa.id, 'reply', t.id, b.id,
              coalesce(r.id, t.id), null, b.created_at, b.created_at, ${readAt('b.created_at')}
         from bench_posts b
         join bench_posts t on t.g = b.target_g
         left join bench_posts r on r.g = b.root_g
         join bench_people pa on pa.n = t.author_n
        where b.kind = 'reply' and t.author_n <> b.author_n`,
    );
    await step(
      `insert into notification_actors (notification_id, actor_id, created_at)
       select ${noticeId('b.created_at', 'b.g', '8003')}, a.id, b.created_at
         from bench_posts b
         join bench_posts t on t.g = b.target_g
         join bench_people a on a.n = b.author_n
        where b.kind = 'reply' and t.author_n <> b.author_n`,
    );
    await step(
      `create table bench_reaction_notices as
       select x.post_g, ${noticeId('b.created_at', 'x.post_g', '8004')} as id, pa.id as recipient_id,
              b.id as post_id, coalesce(r.id, b.id) as thread_id, b.created_at,
              least(b.created_at + interval '2 days', ${nowSql}) as updated_at
         from (select distinct post_g from bench_reactions) x
         join bench_posts b on b.g = x.post_g
         left join bench_posts r on r.g = b.root_g
         join bench_people pa on pa.n = b.author_n`,
    );
    await step(
      `insert into notifications (id, recipient_id, type, post_id, reply_id, thread_id, group_key,
              created_at, updated_at, read_at)
       select id, recipient_id, 'reaction', post_id, null, thread_id, 'reaction:' || post_id,
              created_at, updated_at, ${readAt('updated_at')}
         from bench_reaction_notices`,
    );
    await step(
      `insert into notification_actors (notification_id, actor_id, reaction_type, created_at)
       select n.id, u.id, x.type, n.created_at
         from bench_reactions x
         join bench_reaction_notices n on n.post_g = x.post_g
         join bench_posts b on b.g = x.post_g
         join bench_people u on u.n = x.user_n
        where x.user_n <> b.author_n`,
    );
    await step(
      `insert into notifications (id, recipient_id, type, post_id, reply_id, thread_id, group_key,
              created_at, updated_at, read_at)
       select ${noticeId(nowSql, 'p.n', '8005')}, p.id, 'follow', null, null, null, 'follow',
              f.first_at, f.last_at, ${readAt('f.last_at')}
         from (select followee_id, min(created_at) as first_at, max(created_at) as last_at
                 from follows where created_at > ${nowSql} - interval '30 days'
                group by followee_id) f
         join bench_people p on p.id = f.followee_id`,
    );
    await step(
      `insert into notification_actors (notification_id, actor_id, created_at)
       select ${noticeId(nowSql, 'p.n', '8005')}, f.follower_id, f.created_at
         from follows f
         join bench_people p on p.id = f.followee_id
        where f.created_at > ${nowSql} - interval '30 days'`,
    );

    for (const index of indexes.rows) await step(index.def);
    await step('drop table bench_reactions, bench_reaction_notices, bench_sentences');

    const counted = await client.query<SeedCounts>(
      `select (select count(*)::int from users) as people,
              (select count(*)::int from posts) as posts,
              (select count(*)::int from reactions) as reactions,
              (select count(*)::int from follows) as follows,
              (select count(*)::int from notifications) as notifications,
              (select count(*)::int from groups) as groups,
              (select count(*)::int from user_lists) as lists,
              (select count(*)::int from board_items where kind = 'project') as projects,
              (select count(*)::int from board_items where kind = 'listing') as listings`,
    );
    const counts = counted.rows[0]!;
    const newest = await client.query<{ at: Date }>('select max(created_at) as at from posts');
    await client.query('commit');
    const t0 = performance.now();
    for (const table of [...LOADED_TABLES, 'bench_people', 'bench_posts', 'bench_groups']) {
      await client.query(`vacuum analyze ${table}`);
    }
    log(`  ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  vacuum analyze`);
    client.release();
    released = true;
    // The home timelines, built by the backfill command's own code (issue 25), so the bench
    // measures the feed as an installation that ran it serves it. On a connection of its own
    // (PGlite has one: the seed's is given back first).
    const t1 = performance.now();
    await backfillTimelines(database.db, { batch: driver === 'pglite' ? 200 : 1000 });
    // The backfill marks every follow ready (a new version of each row): vacuumed as autovacuum
    // would (this machine's PostgreSQL runs without it), or every follows lookup visits both.
    for (const table of ['home_timeline', 'follows', 'channel_follows', 'users', 'posts']) {
      await database.pool.query(`vacuum analyze ${table}`);
    }
    const entries = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from home_timeline',
    );
    log(
      `  ${((performance.now() - t1) / 1000).toFixed(1).padStart(6)} s  timelines backfilled ` +
        `(${entries.rows[0]!.n} entries)`,
    );
    // Marked seeded last: a run stopped before this finds "other data" and seeds again.
    const seconds = (performance.now() - started) / 1000;
    await database.pool.query(
      `insert into bench_seed (key, version, scale, seeded_at, newest_post_at, seconds, counts)
       values ($1, $2, $3, $4, (select max(created_at) from posts), $5, $6)`,
      [seedKey(scale), SEED_VERSION, scale, now, seconds, JSON.stringify(counts)],
    );
    return {
      key: seedKey(scale),
      seededSeconds: (performance.now() - started) / 1000,
      newestPostAt: newest.rows[0]!.at,
      counts,
    };
  } catch (error) {
    if (!released) await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    if (!released) client.release();
  }
}
