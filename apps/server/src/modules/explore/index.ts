// The explore area's operations built so far: the right column's topics and people, and post
// search, media tabs, shorts and video search.
import { listSuggestedPeople } from './operations/listSuggestedPeople';
import { listTags } from './operations/listTags';
import { exploreMedia, exploreShorts, searchVideos } from './operations/media';
import { searchPosts } from './operations/searchPosts';
import { searchPostsAdvanced } from './operations/searchPostsAdvanced';

export const exploreOperations = [
  listTags,
  listSuggestedPeople,
  searchPosts,
  exploreMedia,
  exploreShorts,
  searchVideos,
  searchPostsAdvanced,
];
