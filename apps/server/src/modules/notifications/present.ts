// Entries as the contract's Notification: the people (visible ones only, newest first) and the
// posts, presented through the read pipeline so a deleted, blocked or hidden post never shows.
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import type { BoardKind, UserRow } from '../../platform/db/tables';
import { presentUserSummary, readPosts, viewerOf } from '../../platform/feed/index';
import { presentGroupRef } from '../groups/present';
import {
  ACTORLESS_TYPES,
  actorsOf,
  boardItemsByIds,
  groupsByIds,
  savedSearchesByIds,
  type NotificationRow,
} from './repo';

type Notification = components['schemas']['Notification'];
type Post = components['schemas']['Post'];

const iso = (value: Date | string) => new Date(value).toISOString();

/** The sentence after the people of a group entry: a request to join, or one accepted. */
function groupText(row: NotificationRow, title: string): string {
  return row.group_key?.startsWith('group-accepted:')
    ? `accepted your request to join ${title}`
    : `asked to join ${title}`;
}

/**
 * The sentence after the people of a board entry: a bid, a job application, a quote request, an
 * owner's decision on one's bid.
 */
function itemText(row: NotificationRow, title: string): string {
  if (row.type === 'job_application') return `applied to your job ${title}`;
  if (row.type === 'listing_quote') return `asked for a quote on ${title}`;
  if (row.type === 'bid_decision') {
    if (row.group_key?.startsWith('bid-awarded:')) return `awarded you the project ${title}`;
    if (row.group_key?.startsWith('bid-declined:')) return `declined your bid on ${title}`;
    if (row.group_key?.startsWith('bid-shortlisted:')) return `shortlisted your bid on ${title}`;
    return `awarded the project ${title} to another bidder`;
  }
  return `bid on your project ${title}`;
}

/** The entries the recipient may see, in order; a fixed number of queries whatever the page. */
export async function presentEntries(
  db: Db,
  recipient: UserRow,
  rows: readonly NotificationRow[],
): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const actors = await actorsOf(db, recipient.id, ids);
  const postIds = [
    ...new Set(rows.flatMap((r) => [r.post_id, r.reply_id]).filter((id) => id !== null)),
  ];
  const posts = new Map<string, Post>(
    (await readPosts(db, viewerOf(recipient), postIds, 'post')).map((p) => [p.id, p]),
  );
  const groupIds = [...new Set(rows.map((r) => r.group_id).filter((id) => id !== null))];
  // Only entries of groups the recipient is in are read (repo's visibleTo), so as a member.
  const groups = new Map((await groupsByIds(db, groupIds)).map((g) => [g.id, g]));
  const searchIds = [...new Set(rows.map((r) => r.saved_search_id).filter((id) => id !== null))];
  const searches = new Map((await savedSearchesByIds(db, searchIds)).map((s) => [s.id, s]));
  const itemIds = [...new Set(rows.map((r) => r.board_item_id).filter((id) => id !== null))];
  const items = new Map((await boardItemsByIds(db, itemIds)).map((i) => [i.id, i]));
  const byEntry = new Map<string, typeof actors>();
  for (const actor of actors) {
    const list = byEntry.get(actor.notification_id) ?? [];
    list.push(actor);
    byEntry.set(actor.notification_id, list);
  }
  const out: Notification[] = [];
  for (const row of rows) {
    const people = byEntry.get(row.id) ?? [];
    const post = row.post_id ? posts.get(row.post_id) : null;
    const reply = row.reply_id ? posts.get(row.reply_id) : null;
    // Someone's post the recipient may no longer see takes its entry with it.
    const group = row.group_id ? groups.get(row.group_id) : null;
    const search = row.saved_search_id ? searches.get(row.saved_search_id) : null;
    // A bid names its project, an application its job, a quote request its listing (gone: the
    // entry goes too).
    const item = row.board_item_id ? items.get(row.board_item_id) : null;
    const actorless = ACTORLESS_TYPES.includes(row.type);
    if (
      (people.length === 0 && !actorless) ||
      post === undefined ||
      reply === undefined ||
      group === undefined ||
      search === undefined ||
      item === undefined
    )
      continue;
    const ref = (kind: BoardKind) =>
      item?.kind === kind ? { id: item.id, title: item.title } : null;
    const newest = people[0];
    const summaries = people.map((a) => presentUserSummary(a.person));
    out.push({
      id: row.id,
      type: row.type,
      read: row.read_at !== null,
      actor: summaries[0] ?? null,
      actors: summaries,
      actorsCount: newest?.total ?? 0,
      post,
      reply,
      reaction:
        row.type === 'reaction' && newest?.reaction_type
          ? { type: newest.reaction_type, smile: newest.reaction_smile }
          : null,
      group: group ? presentGroupRef(group, true) : null,
      project: ref('project'),
      job: ref('job'),
      listing: ref('listing'),
      savedSearch: search ? { id: search.id, title: search.title } : null,
      text: group ? groupText(row, group.title) : item ? itemText(row, item.title) : row.text,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    });
  }
  return out;
}
