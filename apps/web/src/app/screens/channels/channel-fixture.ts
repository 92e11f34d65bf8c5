// Channels for unit tests, shaped as the contract's Channel and PostChannelRef.
import { demoUser } from '../../../test/fake-services';
import { AUTHOR } from '../../posts/post-fixture';
import type { Channel, ChannelRef } from './types';

export const ME = {
  id: demoUser.id,
  username: demoUser.username,
  general: { displayName: 'Dana Demo', avatar: null },
};

/** A channel numbered `n`, Sam's unless `overrides` says otherwise. */
export function makeChannel(n: number, overrides: Partial<Channel> = {}): Channel {
  return {
    id: `0190b3c2-0000-7000-9000-${String(n).padStart(12, '0')}`,
    title: `Channel ${n}`,
    name: `channel_${n}`,
    description: `About channel ${n}`,
    background_image: null,
    category: 'business',
    type: 'public',
    owner: AUTHOR,
    followersCount: 3,
    followedByMe: false,
    pinnedPostId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function channelRef(channel: Channel): ChannelRef {
  return {
    id: channel.id,
    title: channel.title,
    name: channel.name,
    description: channel.description,
    background_image: channel.background_image,
    category: channel.category,
    type: channel.type,
    followersCount: channel.followersCount,
    followedByMe: channel.followedByMe,
  };
}
