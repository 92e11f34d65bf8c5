// The read rules: who may see which post where, each declared ONCE with the places it applies to,
// its SQL form (for skeleton queries, so pages come back full) and its in-memory form (for the
// verdict stage of the read pipeline, over the hydrated page), side by side. Skeleton queries ask
// visibleHere(viewer, place, alias); the pipeline asks verdict(). A rule added here holds for
// every read at once, and read-rules.test.ts proves the two forms agree on generated worlds.
//
// "Visitor" below means a reader who is not signed in, or anyone reading the visitor feed
// ('public' place): they see what the open web sees.
import { isPureRepostOf } from '@trestle/core';
import { sql, type RawBuilder } from 'kysely';
import { noBlockBetween, notMutedBy } from '../db/relations';
import type { PostRow, UserRow } from '../db/tables';
import type { Hydrated } from './hydrate';
import { matchWord, storedPlainText } from './plain-text';
import { FEED_PLACES, READ_PLACES, type ReadPlace, type Viewer } from './viewer';

/** Who reads where. */
export interface Reader {
  viewer: Viewer | null;
  place: ReadPlace;
}

export interface ReadRule {
  /** What the rule keeps out, in words (test names, decisions). */
  name: string;
  /** The places it applies to; elsewhere it lets every post through. */
  places: ReadonlySet<ReadPlace>;
  /**
   * The SQL form: true when the post in `post` (a posts row alias) passes the rule for the
   * reader (viewerId null: not signed in). The viewer's muted words and categories are read
   * from their users row, so jobs without a Viewer at hand can ask too.
   */
  sql(post: string, viewerId: string | null, place: ReadPlace): RawBuilder<boolean>;
  /** The in-memory form over the hydrated page: whether the post passes the rule. */
  passes(post: PostRow, reader: Reader, data: Hydrated): boolean;
}

/**
 * Issue 22: a hibernated account (until its owner signs in again) or a deleted one (while the
 * background job removes it) is not there for anyone else: its posts, its place in follower and
 * following counts and lists, its notifications both ways. ONE rule for all of them, over a
 * users row: its SQL form (`user` is a users row alias) and its in-memory form.
 */
export const PRESENT_PERSON = {
  name: 'hibernated or deleted people',
  sql: (user: string) =>
    sql<boolean>`(${sql.ref(`${user}.hibernated_at`)} is null and ${sql.ref(`${user}.deleted_at`)} is null)`,
  passes: (user: Pick<UserRow, 'hibernated_at' | 'deleted_at'>) =>
    user.hibernated_at === null && user.deleted_at === null,
} as const;

const everywhere: ReadonlySet<ReadPlace> = new Set(READ_PLACES);
const col = (post: string, column: string) => sql.ref(`${post}.${column}`);
const isVisitor = (viewerId: string | null, place: ReadPlace) =>
  viewerId === null || place === 'public';
/** The viewer wrote the post (SQL); false for a visitor. */
const ownSql = (post: string, viewerId: string | null) =>
  viewerId === null ? sql<boolean>`false` : sql<boolean>`${col(post, 'author_id')} = ${viewerId}`;
const own = (post: PostRow, reader: Reader) => reader.viewer?.id === post.author_id;
/** Rules that spare the viewer's own posts: they pass when the viewer wrote the post. */
const orOwn = (post: string, viewerId: string | null, rule: RawBuilder<boolean>) =>
  viewerId === null ? rule : sql<boolean>`(${ownSql(post, viewerId)} or ${rule})`;

/** Where anyone may browse posts: a private channel's posts are never listed there. */
const BROWSED_PLACES: ReadonlySet<ReadPlace> = new Set([
  'local',
  'public',
  'profile',
  'search',
  'list',
]);

/** Muted words and categories thin out the feeds and what notifications tell. */
const MUTED_CONTENT_PLACES: ReadonlySet<ReadPlace> = new Set([...FEED_PLACES, 'notifications']);

const RULES: readonly ReadRule[] = [
  {
    name: 'deleted posts',
    places: everywhere,
    sql: (p) => sql<boolean>`${col(p, 'deleted_at')} is null`,
    passes: (post) => post.deleted_at === null,
  },
  {
    // Their own sessions are all revoked meanwhile.
    name: 'posts of hibernated or deleted accounts',
    places: everywhere,
    sql: (p) =>
      sql<boolean>`not exists (select 1 from users gu where gu.id = ${col(p, 'author_id')}
        and not ${PRESENT_PERSON.sql('gu')})`,
    passes: (post, _reader, data) => {
      const author = data.authors.get(post.author_id);
      return author === undefined || PRESENT_PERSON.passes(author);
    },
  },
  {
    name: 'posts of people blocked either way',
    places: everywhere,
    sql: (p, me) => (me === null ? sql<boolean>`true` : noBlockBetween(me, `${p}.author_id`)),
    passes: (post, reader, data) => own(post, reader) || !data.marks.blocked.has(post.author_id),
  },
  {
    // A muted person's replies stay out of the replies under a post too.
    name: 'posts of muted people (feeds, replies)',
    places: new Set<ReadPlace>([...FEED_PLACES, 'replies']),
    sql: (p, me) => (me === null ? sql<boolean>`true` : notMutedBy(me, `${p}.author_id`)),
    passes: (post, reader, data) =>
      reader.viewer === null || own(post, reader) || !data.marks.muted.has(post.author_id),
  },
  {
    name: 'posts of muted threads (feeds)',
    places: FEED_PLACES,
    sql: (p, me) =>
      me === null
        ? sql<boolean>`true`
        : orOwn(
            p,
            me,
            sql<boolean>`not exists (select 1 from post_mutes pm where pm.user_id = ${me}
              and (pm.post_id = ${col(p, 'id')} or pm.post_id = ${col(p, 'root_id')}))`,
          ),
    passes: (post, reader, data) => {
      if (reader.viewer === null || own(post, reader)) return true;
      const threads = data.marks.mutedThreads;
      return !threads.has(post.id) && !(post.root_id !== null && threads.has(post.root_id));
    },
  },
  {
    // Matched on the words a reader sees (posts.plain_text), as a case-insensitive substring.
    name: 'posts with a muted word (feeds, notifications)',
    places: MUTED_CONTENT_PLACES,
    sql: (p, me) =>
      me === null
        ? sql<boolean>`true`
        : orOwn(
            p,
            me,
            sql<boolean>`not exists (select 1 from users mu
              cross join jsonb_array_elements_text(mu.mute_words) as mw(word)
              where mu.id = ${me} and lower(btrim(mw.word)) <> ''
                and strpos(${col(p, 'plain_text')}, lower(btrim(mw.word))) > 0)`,
          ),
    passes: (post, reader) => {
      if (reader.viewer === null || own(post, reader)) return true;
      const text = storedPlainText(post);
      return !reader.viewer.muteWords.some((word) => {
        const needle = matchWord(word);
        return needle !== '' && text.includes(needle);
      });
    },
  },
  {
    name: 'posts in a muted category (feeds, notifications)',
    places: MUTED_CONTENT_PLACES,
    sql: (p, me) =>
      me === null
        ? sql<boolean>`true`
        : orOwn(
            p,
            me,
            sql<boolean>`not exists (select 1 from users mc
              cross join jsonb_array_elements_text(mc.mute_categories) as mcat(category)
              where mc.id = ${me} and mcat.category = ${col(p, 'category')}::text)`,
          ),
    passes: (post, reader) =>
      reader.viewer === null ||
      own(post, reader) ||
      !reader.viewer.muteCategories.includes(post.category),
  },
  {
    // The author too, once they have left or been blocked from it.
    name: 'posts of a private group the viewer is not an active member of',
    places: everywhere,
    sql: (p, me) => {
      const member =
        me === null
          ? sql`false`
          : sql`exists (select 1 from group_members vm where vm.group_id = vg.id
              and vm.user_id = ${me} and vm.status = 'active')`;
      return sql<boolean>`(${col(p, 'group_id')} is null or exists (select 1 from groups vg
        where vg.id = ${col(p, 'group_id')} and (vg.type <> 'private' or ${member})))`;
    },
    passes: (post, _reader, data) => {
      if (post.group_id === null) return true;
      const group = data.groups.get(post.group_id);
      return (
        group !== undefined && (group.type !== 'private' || data.marks.groupMember.has(group.id))
      );
    },
  },
  {
    name: 'posts of closed and private groups, for visitors',
    places: everywhere,
    sql: (p, me, place) =>
      isVisitor(me, place)
        ? sql<boolean>`(${col(p, 'group_id')} is null or exists (select 1 from groups og
            where og.id = ${col(p, 'group_id')} and og.type = 'open'))`
        : sql<boolean>`true`,
    passes: (post, reader, data) =>
      !isVisitor(reader.viewer?.id ?? null, reader.place) ||
      post.group_id === null ||
      data.groups.get(post.group_id)?.type === 'open',
  },
  {
    name: 'posts hidden from their group after a report (all but the author)',
    places: everywhere,
    sql: (p, me) => orOwn(p, me, sql<boolean>`not ${col(p, 'hidden_in_group')}`),
    passes: (post, reader) => own(post, reader) || !post.hidden_in_group,
  },
  {
    // Read through its address (its page, its followers' home feed, the post itself) instead.
    name: "a private channel's posts where anyone browses (all but the author)",
    places: BROWSED_PLACES,
    sql: (p, me) =>
      orOwn(
        p,
        me,
        sql<boolean>`(${col(p, 'channel_id')} is null or not exists (select 1 from channels pc
          where pc.id = ${col(p, 'channel_id')} and pc.type = 'private'))`,
      ),
    passes: (post, reader, data) =>
      own(post, reader) ||
      post.channel_id === null ||
      data.channels.get(post.channel_id)?.type !== 'private',
  },
  {
    name: "a private channel's posts in the home feed of people who do not follow it",
    places: new Set<ReadPlace>(['home']),
    sql: (p, me) =>
      orOwn(
        p,
        me,
        sql<boolean>`(${col(p, 'channel_id')} is null
          or not exists (select 1 from channels hc
                          where hc.id = ${col(p, 'channel_id')} and hc.type = 'private')
          or exists (select 1 from channel_follows hf
                      where hf.channel_id = ${col(p, 'channel_id')} and hf.user_id = ${me}))`,
      ),
    passes: (post, reader, data) =>
      own(post, reader) ||
      post.channel_id === null ||
      data.channels.get(post.channel_id)?.type !== 'private' ||
      data.marks.channelFollowing.has(post.channel_id),
  },
  {
    // Others who are signed in see them locked (verdict 'locked') unless they may read them
    // (premiumOpenSql): a visitor cannot subscribe, so the post is not there at all.
    name: 'premium posts, for visitors',
    places: everywhere,
    sql: (p, me, place) =>
      isVisitor(me, place)
        ? orOwn(p, me, sql<boolean>`not ${col(p, 'premium')}`)
        : sql<boolean>`true`,
    passes: (post, reader) =>
      !isVisitor(reader.viewer?.id ?? null, reader.place) || own(post, reader) || !post.premium,
  },
  {
    // A search matches a post's words: a locked post would give its words away by being found.
    // Browsing by tag (explore) reads the same place, and keeps them out too.
    name: 'premium posts the reader may not read, in search',
    places: new Set<ReadPlace>(['search']),
    sql: (p, me) =>
      orOwn(p, me, sql<boolean>`(not ${col(p, 'premium')} or ${premiumOpenSql(p, me)})`),
    passes: (post, reader, data) =>
      own(post, reader) || !post.premium || data.marks.premiumOpen.has(post.id),
  },
  {
    // POST /user/profile/open
    name: 'posts of closed profiles, for visitors',
    places: everywhere,
    sql: (p, me, place) =>
      isVisitor(me, place)
        ? orOwn(
            p,
            me,
            sql<boolean>`exists (select 1 from users ou
              where ou.id = ${col(p, 'author_id')} and ou.profile_opened)`,
          )
        : sql<boolean>`true`,
    passes: (post, reader, data) =>
      !isVisitor(reader.viewer?.id ?? null, reader.place) ||
      own(post, reader) ||
      data.authors.get(post.author_id)?.profile_opened === true,
  },
];

/**
 * Whether the reader (null: a visitor, never) holds what opens the premium post in `post` (a
 * posts row alias): an active subscription, within its paid period, to one of the levels the post
 * names, or to any level of its author when it names none. A lapsed, cancelled, pending or banned
 * subscription opens nothing, from the moment it is so. The in-memory form is the `premiumOpen`
 * mark that hydrate loads with this very SQL, so the two cannot drift.
 */
export function premiumOpenSql(post: string, viewerId: string | null): RawBuilder<boolean> {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from pro_subscriptions ps
    where ps.subscriber_id = ${viewerId} and ps.owner_id = ${col(post, 'author_id')}
      and ps.state = 'active' and (ps.expires is null or ps.expires > now())
      and (not exists (select 1 from post_pro_levels pl where pl.post_id = ${col(post, 'id')})
           or exists (select 1 from post_pro_levels pl
                       where pl.post_id = ${col(post, 'id')} and pl.level_id = ps.level_id)))`;
}

/** A post row that is a pure repost (core's one definition). */
export function isPureRepostRow(
  post: Pick<PostRow, 'text' | 'title' | 'media' | 'poll' | 'repost_of_id'>,
): boolean {
  return isPureRepostOf(post, post.repost_of_id !== null);
}

/** The SQL form of isPureRepostRow for the post in `post` (a posts row alias). */
export function pureRepostSql(post: string): RawBuilder<boolean> {
  return sql<boolean>`(${col(post, 'repost_of_id')} is not null and ${col(post, 'plain_text')} = ''
    and ${col(post, 'media')} = '[]'::jsonb and ${col(post, 'poll')} is null)`;
}

/** Where a nested post (the one reposted or replied to) is judged: as a post opened directly. */
export function nestedPlace(place: ReadPlace): ReadPlace {
  return place === 'public' ? 'public' : 'post';
}

const ownRulesAt = (place: ReadPlace) => RULES.filter((r) => r.places.has(place));

/** The rules' SQL forms for this place, ANDed, without the pure repost rule. */
function ownRulesSql(viewerId: string | null, place: ReadPlace, post: string) {
  return sql.join(
    ownRulesAt(place).map((r) => r.sql(post, viewerId, place)),
    sql` and `,
  );
}

/** The rules' in-memory forms for this place, without the pure repost rule. */
function passesOwnRules(post: PostRow, reader: Reader, data: Hydrated): boolean {
  return ownRulesAt(reader.place).every((r) => r.passes(post, reader, data));
}

/**
 * A pure repost shows nothing but its original: it goes when the original is gone or hidden
 * from the reader (judged as a post opened directly, so mutes of feeds do not reach it).
 */
const PURE_REPOST: ReadRule = {
  name: 'pure reposts of a post the reader may not see',
  places: everywhere,
  sql: (p, me, place) =>
    sql<boolean>`(not ${pureRepostSql(p)} or exists (select 1 from posts ro
      where ro.id = ${col(p, 'repost_of_id')} and ${ownRulesSql(me, nestedPlace(place), 'ro')}))`,
  passes: (post, reader, data) => {
    if (!isPureRepostRow(post)) return true;
    const original = data.posts.get(post.repost_of_id!);
    return (
      original !== undefined &&
      passesOwnRules(original, { viewer: reader.viewer, place: nestedPlace(reader.place) }, data)
    );
  },
};

/** Every rule, each with its places and both forms (for the agreement test). */
export const READ_RULES: readonly ReadRule[] = [...RULES, PURE_REPOST];

/**
 * What the viewer (null: a visitor) may see here, for the post in `post` (a posts row alias):
 * the AND of the SQL forms of the rules of this place. Skeleton queries use it so a page is full
 * whenever more visible posts exist.
 */
export function visibleHere(
  viewerId: string | null,
  place: ReadPlace,
  post: string,
): RawBuilder<boolean> {
  return sql<boolean>`(${ownRulesSql(viewerId, place, post)} and ${PURE_REPOST.sql(post, viewerId, place)})`;
}

export type Verdict = 'show' | 'hide' | 'locked';

/**
 * The in-memory forms of the rules of this place, for a hydrated post: in full, locked (premium,
 * for others who are signed in and hold no active subscription that opens it), or not at all. `nested`: the post is shown inside another (what
 * a post reposts or replies to), judged without the pure repost rule, as the SQL form does.
 */
export function verdict(
  post: PostRow,
  viewer: Viewer | null,
  place: ReadPlace,
  data: Hydrated,
  nested = false,
): Verdict {
  const reader = { viewer, place };
  if (!passesOwnRules(post, reader, data)) return 'hide';
  if (!nested && !PURE_REPOST.passes(post, reader, data)) return 'hide';
  const opened = viewer?.id === post.author_id || data.marks.premiumOpen.has(post.id);
  return post.premium && !opened ? 'locked' : 'show';
}
