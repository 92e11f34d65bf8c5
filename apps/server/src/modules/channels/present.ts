// Channel rows as the contract's Channel and PostChannelRef: batch loads, a fixed number of
// queries whatever the page size.
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import type { ChannelRow, UserRow } from '../../platform/db/tables';
import { presentChannelRef, presentUserSummary } from '../../platform/feed/index';
import { followedByViewer, followsOf, livePostIds, usersByIds } from './repo';

type Channel = components['schemas']['Channel'];
type ChannelRef = components['schemas']['PostChannelRef'];
type UserSummary = components['schemas']['UserSummary'];

const iso = (value: Date | string) => new Date(value).toISOString();

/** The channels as the viewer sees them, in the same order. */
export async function presentChannels(
  db: Db,
  viewerId: string,
  channels: ChannelRow[],
): Promise<Channel[]> {
  if (channels.length === 0) return [];
  const pinned = channels.flatMap((c) => (c.pinned_post_id ? [c.pinned_post_id] : []));
  const [owners, mine, live] = await Promise.all([
    usersByIds(db, [...new Set(channels.map((c) => c.owner_id))]),
    followsOf(
      db,
      viewerId,
      channels.map((c) => c.id),
    ),
    livePostIds(db, pinned),
  ]);
  const ownerById = new Map<string, UserRow>(owners.map((u) => [u.id, u]));
  return channels.map((channel) => ({
    id: channel.id,
    title: channel.title,
    name: channel.name,
    description: channel.description,
    background_image: channel.background_image,
    category: channel.category,
    type: channel.type,
    owner: presentUserSummary(ownerById.get(channel.owner_id)!),
    followersCount: channel.followers_count,
    followedByMe: mine.get(channel.id)?.role === 'follower',
    pinnedPostId:
      channel.pinned_post_id && live.has(channel.pinned_post_id) ? channel.pinned_post_id : null,
    createdAt: iso(channel.created_at),
  }));
}

export async function presentChannel(db: Db, viewerId: string, channel: ChannelRow) {
  const [out] = await presentChannels(db, viewerId, [channel]);
  return out!;
}

/** Channels as lines in a list (explore, profile channels), with whether the viewer follows. */
export async function presentChannelRefs(
  db: Db,
  viewerId: string,
  channels: ChannelRow[],
): Promise<ChannelRef[]> {
  const mine = await followsOf(
    db,
    viewerId,
    channels.map((c) => c.id),
  );
  return channels.map((channel) => ({
    ...presentChannelRef(channel),
    followedByMe: mine.get(channel.id)?.role === 'follower',
  }));
}

/** The people in this order, with whether the viewer follows each. */
export async function presentPeople(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<UserSummary[]> {
  const [users, followed] = await Promise.all([
    usersByIds(db, ids),
    followedByViewer(db, viewerId, ids),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [presentUserSummary(user, followed.has(id))] : [];
  });
}
