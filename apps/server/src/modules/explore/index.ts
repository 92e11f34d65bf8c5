// The explore area's operations built so far: the right column's topics and people.
import { listSuggestedPeople } from './operations/listSuggestedPeople';
import { listTags } from './operations/listTags';

export const exploreOperations = [listTags, listSuggestedPeople];
