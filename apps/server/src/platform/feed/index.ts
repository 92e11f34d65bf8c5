export { readPost, readPosts } from './pipeline';
export { isPureRepost } from './hydrate';
export { presentUserSummary } from './present';
export { viewerOf, type ReadPlace, type Viewer } from './viewer';
