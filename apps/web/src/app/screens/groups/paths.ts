export { groupPath } from '../../posts/files';

/** The create form. `new` is not a group id (ids are UUIDs), so it never hides a group. */
export const NEW_GROUP_PATH = '/groups/new';
export const GROUPS_PATH = '/groups';
