// The channels area (issue 10): channels (name check, create, read, edit, delete with the
// password), following, the caller's channels and their order, followers, the pinned post, the
// channel newsfeed through the read pipeline, and explore.
import type { Operation } from '../../platform/http/operation';
import { checkChannelName } from './operations/checkChannelName';
import { countOwnChannels } from './operations/countOwnChannels';
import { createChannel } from './operations/createChannel';
import { deleteChannel } from './operations/deleteChannel';
import { exploreChannels } from './operations/exploreChannels';
import { followChannel } from './operations/followChannel';
import { getChannel } from './operations/getChannel';
import { listChannelFollowers } from './operations/listChannelFollowers';
import { listChannelPosts } from './operations/listChannelPosts';
import { listOwnChannels } from './operations/listOwnChannels';
import { pinChannelPost } from './operations/pinChannelPost';
import { reorderChannels } from './operations/reorderChannels';
import { unfollowChannel } from './operations/unfollowChannel';
import { updateChannel } from './operations/updateChannel';

export const channelsOperations: Operation[] = [
  checkChannelName,
  createChannel,
  getChannel,
  updateChannel,
  deleteChannel,
  followChannel,
  unfollowChannel,
  listOwnChannels,
  countOwnChannels,
  reorderChannels,
  listChannelFollowers,
  pinChannelPost,
  listChannelPosts,
  exploreChannels,
];
export { releaseChannelsOf } from './leaving';
