// The settings area's operations (muted words and categories, who may message; the rest of the
// settings come with the account issue).
import { getProfileSettings } from './operations/getProfileSettings';
import { updateProfileSettings } from './operations/updateProfileSettings';

export const settingsOperations = [getProfileSettings, updateProfileSettings];
