export { readPost, readPosts, readPostWithRow } from './pipeline';
export { isPureRepost, reactionCountsOf } from './hydrate';
export { presentChannelRef, presentUserSummary } from './present';
export { viewerOf, type ReadPlace, type Viewer } from './viewer';
