// The social graph's operations: follow, mute and block.
import type { Operation } from '../../platform/http/operation';
import { blockUser } from './operations/blockUser';
import { followUser } from './operations/followUser';
import { listBlockedUsers } from './operations/listBlockedUsers';
import { listMutedUsers } from './operations/listMutedUsers';
import { listOwnFollowers } from './operations/listOwnFollowers';
import { listOwnFollowing } from './operations/listOwnFollowing';
import { listUserFollowers } from './operations/listUserFollowers';
import { listUserFollowing } from './operations/listUserFollowing';
import { muteUser } from './operations/muteUser';
import { unblockUser } from './operations/unblockUser';
import { unfollowUser } from './operations/unfollowUser';
import { unmuteUser } from './operations/unmuteUser';

export const followOperations: Operation[] = [
  followUser,
  unfollowUser,
  listOwnFollowers,
  listOwnFollowing,
  listUserFollowers,
  listUserFollowing,
  muteUser,
  unmuteUser,
  blockUser,
  unblockUser,
  listMutedUsers,
  listBlockedUsers,
];
