// The one migration history, in order. Both drivers (PGlite and PostgreSQL) run the same list.
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001_accounts';
import * as posts from './0002_posts';
import * as termsConsent from './0003_terms_consent';
import * as followCounts from './0004_follow_counts';
import * as reactionCounts from './0005_reaction_counts';
import * as notifications from './0006_notifications';
import * as profiles from './0007_profiles';
import * as deletePaths from './0008_delete_paths';
import * as linkPreviews from './0009_link_previews';
import * as translation from './0010_translation';
import * as onboarding from './0011_onboarding';
import * as messages from './0012_messages';
import * as groups from './0013_groups';
import * as userLists from './0015_user_lists';
import * as groupNotifications from './0017_group_notifications';
import * as rss from './0016_rss';
import * as channels from './0014_channels';
import * as board from './0018_board';
import * as projectBidNotifications from './0019_project_bid_notifications';
import * as directory from './0020_directory';
import * as savedSearches from './0021_saved_searches';
import * as plainText from './0022_plain_text';
import * as bidDecisions from './0030_bid_decisions';
import * as payments from './0023_payments';
import * as proLevels from './0025_pro_levels';
import * as videoProcessing from './0027_video_processing';
import * as account from './0026_account';
import * as entityNames from './0029_entity_names';
import * as payoutsRefunds from './0032_payouts_refunds';
import * as homeTimeline from './0033_home_timeline';
import * as postsSearchVector from './0035_posts_search_vector';
import * as timelineMergeIndexes from './0036_timeline_merge_indexes';
import * as postsSearchPairs from './0037_posts_search_pairs';
import * as timelineWithoutUserKey from './0038_timeline_without_user_key';
import * as directoryCategoryCounts from './0039_directory_category_counts';
import * as ginPendingLists from './0040_gin_pending_lists';

const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_posts': posts,
  '0003_terms_consent': termsConsent,
  '0004_follow_counts': followCounts,
  '0005_reaction_counts': reactionCounts,
  '0006_notifications': notifications,
  '0007_profiles': profiles,
  '0008_delete_paths': deletePaths,
  '0009_link_previews': linkPreviews,
  '0010_translation': translation,
  '0011_onboarding': onboarding,
  '0012_messages': messages,
  '0013_groups': groups,
  '0015_user_lists': userLists,
  '0017_group_notifications': groupNotifications,
  '0016_rss': rss,
  '0014_channels': channels,
  '0018_board': board,
  '0019_project_bid_notifications': projectBidNotifications,
  '0020_directory': directory,
  '0021_saved_searches': savedSearches,
  '0022_plain_text': plainText,
  '0030_bid_decisions': bidDecisions,
  '0023_payments': payments,
  '0025_pro_levels': proLevels,
  '0027_video_processing': videoProcessing,
  '0026_account': account,
  '0029_entity_names': entityNames,
  '0032_payouts_refunds': payoutsRefunds,
  '0033_home_timeline': homeTimeline,
  '0035_posts_search_vector': postsSearchVector,
  '0036_timeline_merge_indexes': timelineMergeIndexes,
  '0037_posts_search_pairs': postsSearchPairs,
  '0038_timeline_without_user_key': timelineWithoutUserKey,
  '0039_directory_category_counts': directoryCategoryCounts,
  '0040_gin_pending_lists': ginPendingLists,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
