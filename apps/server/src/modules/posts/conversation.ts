// Editing with history, replies, threads, reports, thread mutes and impressions.
import type { Operation } from '../../platform/http/operation';
import { getPostThread } from './operations/getPostThread';
import { listPostHistory } from './operations/listPostHistory';
import { listPostReplies } from './operations/listPostReplies';
import { recordPostImpression } from './operations/recordPostImpression';
import { reportPost } from './operations/reportPost';
import { togglePostMute } from './operations/togglePostMute';
import { updatePost } from './operations/updatePost';

export const conversationOperations: Operation[] = [
  updatePost,
  listPostHistory,
  listPostReplies,
  getPostThread,
  reportPost,
  togglePostMute,
  recordPostImpression,
];
