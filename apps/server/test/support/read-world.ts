// Random worlds for the read rules' tests, from a seeded PRNG (the same seed, the same world):
// people with follows, blocks and mutes (of people, threads, words, categories), groups open,
// closed and private with members of every status, channels public and private with followers,
// and posts with markup (words like "strong" or "href" only inside tags, or also in the text),
// titles, media, polls, reposts pure and not, quotes, replies, hidden in a group, premium (with
// pro levels and subscriptions in every state),
// deleted. Written straight to the database: the rules read rows, not requests.
import type { Insertable, Kysely } from 'kysely';
import type { Tables } from '../../src/platform/db/tables';
import { storedPlainText } from '../../src/platform/feed/plain-text';
import { newId } from '../../src/platform/ids';

/** mulberry32: small, fast and good enough to vary worlds. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    some: <T>(items: readonly T[], p: number): T[] => items.filter(() => next() < p),
  };
}

const TEXTS = [
  '<p>Pouring <strong>concrete</strong> today</p>',
  '<p>See <a href="https://example.test/plan">the plan</a></p>',
  '<blockquote><p>Measure twice</p></blockquote>',
  '<p>Strong winds on the CRANE deck</p>',
  '<p>Rebar &amp; formwork &lt;done&gt;</p>',
  '<ul><li>Drywall</li><li>Href sheets</li></ul>',
  '<p><em>Crane</em> booked</p>',
  '<p><strong></strong></p>',
  '',
];
const TITLES = [null, null, null, 'Site diary', 'Blockquote basics'];
const CATEGORIES = ['general', 'news', 'business'] as const;
/** Muted words: some only ever inside tags ("strong" is also in a text, "href" in one). */
const WORDS = ['strong', 'href', 'blockquote', 'crane', ' Rebar ', '&amp;', 'li', 'plan'];
const MEDIA = JSON.stringify([{ type: 'image', url: 'https://example.test/a.png' }]);
const POLL = JSON.stringify({ choices: ['Yes', 'No'], endsAt: null });

async function insertAll<
  T extends
    | 'follows'
    | 'user_blocks'
    | 'user_mutes'
    | 'post_mutes'
    | 'pro_levels'
    | 'pro_subscriptions'
    | 'post_pro_levels',
>(db: Kysely<Tables>, table: T, rows: Array<Insertable<Tables[T]>>) {
  if (rows.length > 0)
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
}

export interface World {
  people: string[];
  /** Everyone whose view is checked (all the people). */
  viewers: string[];
  posts: string[];
}

export async function makeWorld(db: Kysely<Tables>, seed: number): Promise<World> {
  const r = prng(seed);
  const people: string[] = [];
  const users = [];
  for (let i = 0; i < 7; i += 1) {
    const id = newId();
    people.push(id);
    users.push({
      id,
      username: `w${seed}_${i}`,
      email: `w${seed}_${i}@example.test`,
      password_hash: 'x',
      account_type: 'personal',
      role_key: 'user',
      membership_level: 'free',
      display_name: `Person ${i}`,
      general: '{}',
      profile: '{}',
      dm_setting: 'followers',
      mute_words: JSON.stringify(r.some(WORDS, 0.3)),
      mute_categories: JSON.stringify(r.some(CATEGORIES, 0.2)),
      profile_opened: r.chance(0.6),
    } as const);
  }
  await db.insertInto('users').values(users).execute();
  const pairs = (p: number) =>
    people.flatMap((a) => people.filter((b) => b !== a && r.chance(p)).map((b) => [a, b]));
  await insertAll(
    db,
    'follows',
    pairs(0.4).map(([a, b]) => ({ follower_id: a!, followee_id: b! })),
  );
  await insertAll(
    db,
    'user_blocks',
    pairs(0.08).map(([a, b]) => ({ user_id: a!, blocked_id: b! })),
  );
  await insertAll(
    db,
    'user_mutes',
    pairs(0.1).map(([a, b]) => ({ user_id: a!, muted_id: b! })),
  );

  const groups: string[] = [];
  for (const [index, type] of (['open', 'closed', 'private', 'private'] as const).entries()) {
    const id = newId();
    groups.push(id);
    const owner = r.pick(people);
    await db
      .insertInto('groups')
      .values({ id, name: `g${seed}_${index}`, title: 'Group', type, owner_id: owner })
      .execute();
    for (const person of people) {
      if (person !== owner && !r.chance(0.5)) continue;
      const status =
        person === owner ? 'active' : r.pick(['active', 'active', 'pending', 'blocked'] as const);
      await db
        .insertInto('group_members')
        .values({
          group_id: id,
          user_id: person,
          status,
          role: person === owner ? 'owner' : 'member',
        })
        .execute();
    }
  }
  const channels: Array<{ id: string; owner: string }> = [];
  for (const [index, type] of (['public', 'private', 'private'] as const).entries()) {
    const id = newId();
    const owner = r.pick(people);
    channels.push({ id, owner });
    await db
      .insertInto('channels')
      .values({
        id,
        name: `c${seed}_${index}`,
        title: 'Channel',
        category: 'general',
        type,
        owner_id: owner,
      })
      .execute();
    for (const person of r.some(people, 0.4)) {
      await db.insertInto('channel_follows').values({ channel_id: id, user_id: person }).execute();
    }
  }

  const posts: Array<{ id: string; root: string | null }> = [];
  const rows = [];
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < 90; i += 1) {
    const id = newId();
    let author = r.pick(people);
    const earlier = posts.length > 0 && r.chance(0.35) ? r.pick(posts) : null;
    const reply = earlier !== null && r.chance(0.4);
    const repost = earlier !== null && !reply;
    const channel = !reply && r.chance(0.15) ? r.pick(channels) : null;
    if (channel) author = channel.owner;
    const group = !channel && r.chance(0.3) ? r.pick(groups) : null;
    const title = repost && r.chance(0.5) ? null : r.pick(TITLES);
    const text = repost && r.chance(0.5) ? '' : r.pick(TEXTS);
    const media = r.chance(0.15);
    const poll = !media && r.chance(0.08);
    rows.push({
      id,
      author_id: author,
      kind: 'post',
      title,
      text,
      plain_text: storedPlainText({ title, text }),
      category: r.pick(CATEGORIES),
      media: media ? MEDIA : '[]',
      poll: poll ? POLL : null,
      reply_to_id: reply ? earlier!.id : null,
      root_id: reply ? (earlier!.root ?? earlier!.id) : null,
      repost_of_id: repost ? earlier!.id : null,
      group_id: group,
      channel_id: channel?.id ?? null,
      hidden_in_group: group !== null && r.chance(0.15),
      premium: r.chance(0.1),
      deleted_at: r.chance(0.07) ? new Date() : null,
      created_at: new Date(start + i * 1000),
    } as const);
    posts.push({ id, root: reply ? (earlier!.root ?? earlier!.id) : null });
  }
  // One statement: a reply or repost may name a post of the same insert.
  await db.insertInto('posts').values(rows).execute();
  await addProLevels(db, r, people, rows);
  await insertAll(
    db,
    'post_mutes',
    people.flatMap((person) =>
      r.some(posts, 0.04).map((post) => ({ user_id: person, post_id: post.id })),
    ),
  );
  // One person asleep, one leaving (issue 22): their posts are hidden from everyone.
  await db
    .updateTable('users')
    .set({ hibernated_at: new Date() })
    .where('id', '=', people[5]!)
    .execute();
  await db
    .updateTable('users')
    .set({ deleted_at: new Date() })
    .where('id', '=', people[6]!)
    .execute();
  return { people, viewers: people, posts: posts.map((p) => p.id) };
}

/**
 * Pro levels for half the people, subscriptions to them in every state (active within its period,
 * active but lapsed, pending, inactive, banned), and premium posts naming a level or none.
 */
async function addProLevels(
  db: Kysely<Tables>,
  r: ReturnType<typeof prng>,
  people: string[],
  posts: ReadonlyArray<{ id: string; author_id: string; premium: boolean }>,
) {
  const levels: Array<{ id: string; owner: string }> = [];
  for (const owner of people) {
    if (!r.chance(0.6)) continue;
    for (let i = 0; i < 2; i += 1) levels.push({ id: newId(), owner });
  }
  await insertAll(
    db,
    'pro_levels',
    levels.map((l, i) => ({
      id: l.id,
      owner_id: l.owner,
      title: `Level ${i}`,
      description: null,
      price: 500 * i,
      currency: 'USD',
      period: 'month',
    })),
  );
  const hour = 3_600_000;
  const states = [
    { state: 'active', expires: new Date(Date.now() + hour) },
    { state: 'active', expires: null },
    { state: 'active', expires: new Date(Date.now() - hour) },
    { state: 'pending', expires: null },
    { state: 'inactive', expires: new Date(Date.now() + hour) },
    { state: 'banned', expires: new Date(Date.now() + hour) },
  ] as const;
  await insertAll(
    db,
    'pro_subscriptions',
    levels.flatMap((level) =>
      people
        .filter((p) => p !== level.owner && r.chance(0.45))
        .map((subscriber) => ({
          id: newId(),
          level_id: level.id,
          owner_id: level.owner,
          subscriber_id: subscriber,
          ...r.pick(states),
        })),
    ),
  );
  await insertAll(
    db,
    'post_pro_levels',
    posts.flatMap((post) => {
      const own = levels.filter((l) => l.owner === post.author_id);
      return post.premium && own.length > 0 && r.chance(0.5)
        ? [{ post_id: post.id, level_id: r.pick(own).id }]
        : [];
    }),
  );
}
