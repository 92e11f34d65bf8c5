// The posts area's operations.
import { conversationOperations } from './conversation';
import { engagementOperations } from './engagement';
import { countNewFeedPosts } from './operations/countNewFeedPosts';
import { createPost } from './operations/createPost';
import { deletePost } from './operations/deletePost';
import { getPost } from './operations/getPost';
import { getPublicPost } from './operations/getPublicPost';
import { listFeedPosts } from './operations/listFeedPosts';
import { listPublicFeedPosts } from './operations/listPublicFeedPosts';
import { replyToPost } from './operations/replyToPost';

export const postsOperations = [
  createPost,
  getPost,
  getPublicPost,
  deletePost,
  replyToPost,
  listFeedPosts,
  listPublicFeedPosts,
  countNewFeedPosts,
  ...engagementOperations,
  ...conversationOperations,
];

export { announcePost } from './announce';
export { fanOutPost } from './timeline/fanout';
export { backfillFollow } from './timeline/follow';
