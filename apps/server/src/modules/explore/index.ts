// The explore area's operations built so far: the right column's topics and people, and post
// search.
import { listSuggestedPeople } from './operations/listSuggestedPeople';
import { listTags } from './operations/listTags';
import { searchPosts } from './operations/searchPosts';

export const exploreOperations = [listTags, listSuggestedPeople, searchPosts];
