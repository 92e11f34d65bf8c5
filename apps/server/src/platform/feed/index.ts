export { readPost, readPosts, readPostWithRow } from './pipeline';
export { reactionCountsOf } from './hydrate';
export { isPureRepostRow, visibleHere } from './read-rules';
export { presentChannelRef, presentUserSummary } from './present';
export { viewerOf, type ReadPlace, type Viewer } from './viewer';
