// Reactions, reposts, bookmarks, pins and poll votes.
import type { Operation } from '../../platform/http/operation';
import { addBookmark } from './operations/addBookmark';
import { listBookmarkedPosts } from './operations/listBookmarkedPosts';
import { reactToPost } from './operations/reactToPost';
import { removeBookmark } from './operations/removeBookmark';
import { togglePostPin } from './operations/togglePostPin';
import { toggleRepost } from './operations/toggleRepost';
import { voteInPoll } from './operations/voteInPoll';

export const engagementOperations: Operation[] = [
  reactToPost,
  toggleRepost,
  addBookmark,
  removeBookmark,
  listBookmarkedPosts,
  togglePostPin,
  voteInPoll,
];
