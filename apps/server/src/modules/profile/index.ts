// The profile area's operations.
import { getOwnProfile } from './operations/getOwnProfile';

export const profileOperations = [getOwnProfile];
