// The profile area's operations.
import { completeOnboarding } from './operations/completeOnboarding';
import { getOwnProfile } from './operations/getOwnProfile';
import { getProfile } from './operations/getProfile';
import { getProfileByName } from './operations/getProfileByName';
import { getPublicProfileCard } from './operations/getPublicProfileCard';
import { listProfileChannels } from './operations/listProfileChannels';
import { listProfileGroups } from './operations/listProfileGroups';
import { listProfilePosts } from './operations/listProfilePosts';
import { listProfileReactions } from './operations/listProfileReactions';
import { listProfileShorts } from './operations/listProfileShorts';
import { searchProfiles } from './operations/searchProfiles';
import { setProfileOpen } from './operations/setProfileOpen';
import { updateOwnProfile } from './operations/updateOwnProfile';

export const profileOperations = [
  getOwnProfile,
  updateOwnProfile,
  setProfileOpen,
  completeOnboarding,
  getProfile,
  getProfileByName,
  getPublicProfileCard,
  searchProfiles,
  listProfilePosts,
  listProfileReactions,
  listProfileShorts,
  listProfileGroups,
  listProfileChannels,
];
