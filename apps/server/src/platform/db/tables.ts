// Row types for Kysely, one interface per table, typed with core's enumerations and the contract's
// wire types so a value the product does not know cannot be written. Keep in step with migrations.
import type { components } from '@trestle/openapi/types';
import type {
  AccountType,
  MembershipLevel,
  PostCategory,
  ReactionType,
  ReplyPolicy,
  RoleKey,
} from '@trestle/core';
export type { ReplyPolicy } from '@trestle/core';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** JSONB columns are written as JSON text and read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type DmSetting = components['schemas']['DmSetting'];
export type MailedTokenPurpose = 'verify' | 'reset' | 'email-change' | 'email-undo';
/** Per notification type: shown in the app, mailed (migration 0026). */
export type NotificationPrefs = Record<string, { inApp: boolean; email: boolean }>;

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  account_type: AccountType;
  role_key: RoleKey;
  membership_level: MembershipLevel;
  email_verified_at: NullableTimestamp;
  display_name: string;
  general: Json<Record<string, unknown>>;
  profile: Json<Record<string, unknown>>;
  dm_setting: DmSetting;
  mute_words: Json<string[]>;
  mute_categories: Json<string[]>;
  pinned_post_id: ColumnType<string | null, string | null | undefined, string | null>;
  terms_accepted_at: NullableTimestamp;
  /** Kept by a trigger on follows (migration 0004). */
  followers_count: ColumnType<number, never, never>;
  following_count: ColumnType<number, never, never>;
  /** Whether visitors (not signed in) may see the profile and its posts (migration 0007). */
  profile_opened: ColumnType<boolean, boolean | undefined, boolean>;
  /** Lower-case professions and company name that profile search matches (migration 0007). */
  profile_terms: ColumnType<string, string | undefined, string>;
  /** When the first-sign-in onboarding was finished or skipped (migration 0011). */
  onboarded_at: NullableTimestamp;
  /** 'news': the system account of a news (RSS) source, which never signs in (migration 0016). */
  kind: ColumnType<'person' | 'news', 'person' | 'news' | undefined, 'person' | 'news'>;
  /** Asleep until the next sign-in: hidden everywhere (migration 0026). */
  hibernated_at: NullableTimestamp;
  /** Deletion asked for; the row stays anonymised to hold the username (migration 0026). */
  deleted_at: NullableTimestamp;
  /** Too many followers to fan out to: merged into their home feeds at read time (0033). */
  timeline_merged: ColumnType<boolean, boolean | undefined, boolean>;
  /** A new address waiting for its mailed link (migration 0026). */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  notification_prefs: ColumnType<NotificationPrefs, string | undefined, string>;
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
}

export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: MailedTokenPurpose;
  token_hash: string;
  /** The address a change or undo token puts in place (migration 0026). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface FilesTable {
  name: string;
  /** Null for files the server made itself (link preview images): nobody may attach them. */
  owner_id: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
  /** Videos and audio wait for the `media.process` job (migration 0027); everything else is ready. */
  status: ColumnType<FileStatus, FileStatus | undefined, FileStatus>;
  /** Seconds, for video and audio once probed. */
  duration: ColumnType<number | null, number | null | undefined, number | null>;
  /** A video's poster frame: the name of a JPEG file of the same owner. */
  poster: ColumnType<string | null, string | null | undefined, string | null>;
  /** A video's ThumbHash (base64), shown blurred while the poster loads. */
  placeholder: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why processing failed, in words for the person who uploaded it. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
}

export type FileStatus = 'processing' | 'ready' | 'failed';

export type PostKind = components['schemas']['PostKind'];
export type MediaItem = components['schemas']['MediaItem'];
export type LinkPreview = components['schemas']['LinkPreview'];

/** A poll as stored with its post: the choices and when it closes (null: never). */
export interface StoredPoll {
  choices: string[];
  endsAt: string | null;
}

export interface PostsTable {
  id: string;
  author_id: string;
  kind: PostKind;
  title: string | null;
  text: ColumnType<string, string | undefined, string>;
  category: PostCategory;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  media: Json<MediaItem[]>;
  link: ColumnType<LinkPreview | null, string | null, string | null>;
  poll: ColumnType<StoredPoll | null, string | null, string | null>;
  reply_to_id: string | null;
  root_id: string | null;
  repost_of_id: string | null;
  reply_policy: ColumnType<ReplyPolicy, ReplyPolicy | undefined, ReplyPolicy>;
  premium: ColumnType<boolean, boolean | undefined, boolean>;
  width: number | null;
  height: number | null;
  likes_count: ColumnType<number, number | undefined, number>;
  /** Reactions per type; types without any are left out. */
  reaction_counts: ColumnType<Partial<Record<ReactionType, number>>, string | undefined, string>;
  replies_count: ColumnType<number, number | undefined, number>;
  repost_count: ColumnType<number, number | undefined, number>;
  impressions_count: ColumnType<number, number | undefined, number>;
  /** The language of the words (ISO 639-1), detected when written or edited. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /** The group the post was made in (migration 0013); replies inherit it. */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hidden from the group by its owner or a moderator after a report. */
  hidden_in_group: ColumnType<boolean, boolean | undefined, boolean>;
  /** The news (RSS) source whose entry this post is, and the entry's key (migration 0016). */
  rss_source_id: ColumnType<string | null, string | null | undefined, string | null>;
  rss_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** A top-level post whose fan-out to timelines has not finished (migration 0033). */
  timeline_pending: ColumnType<boolean, boolean | undefined, boolean>;
  /** The channel the post was made in (migration 0014); only its owner posts there. */
  channel_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The words a reader sees, lower-cased: storedPlainText(title, text), written with them
   * (migration 0022). Muted words and word search match it.
   */
  plain_text: ColumnType<string, string, string>;
}

export type GroupType = components['schemas']['GroupType'];
export type GroupRole = components['schemas']['GroupRole'];
export type GroupMemberStatus = components['schemas']['GroupMemberStatus'];

/** A group (migration 0013). */
export interface GroupsTable {
  id: string;
  name: string;
  title: string;
  description: string | null;
  category: PostCategory | null;
  type: GroupType;
  avatar: string | null;
  background_image: string | null;
  owner_id: string;
  members_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** A person's place in a group: a member, a join request, or a blocked person. */
export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  role: ColumnType<GroupRole, GroupRole | undefined, GroupRole>;
  status: GroupMemberStatus;
  position: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export type ChannelType = components['schemas']['ChannelType'];
export type ChannelRole = 'owner' | 'follower';

/** A channel (migration 0014). */
export interface ChannelsTable {
  id: string;
  name: string;
  title: string;
  description: string | null;
  background_image: string | null;
  category: PostCategory;
  type: ChannelType;
  owner_id: string;
  followers_count: ColumnType<number, number | undefined, number>;
  pinned_post_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** The channel's owner (one row) and its followers, with each person's own order. */
export interface ChannelFollowsTable {
  channel_id: string;
  user_id: string;
  role: ColumnType<ChannelRole, ChannelRole | undefined, ChannelRole>;
  position: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  /** The channel's recent posts are in the follower's timeline (migration 0033). */
  timeline_ready: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A person's home timeline: candidate posts, newest first (migration 0033). */
export interface HomeTimelineTable {
  user_id: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  post_id: string;
  author_id: string;
  channel_id: string | null;
}

export interface GroupRulesTable {
  id: string;
  group_id: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  position: number;
}

export interface PostRevisionsTable {
  id: string;
  post_id: string;
  title: string | null;
  text: string;
  category: PostCategory;
  media: Json<MediaItem[]>;
  created_at: Timestamp;
}

export interface ReactionsTable {
  post_id: string;
  user_id: string;
  type: ReactionType;
  smile: string | null;
  created_at: Timestamp;
}

export type NotificationType = components['schemas']['NotificationType'];

export interface NotificationsTable {
  id: string;
  recipient_id: string;
  type: NotificationType;
  post_id: string | null;
  reply_id: string | null;
  thread_id: string | null;
  group_key: string | null;
  /** The group of a `group` notification (migration 0017). */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The board item of a `project_bid`, `job_application` or `listing_quote` notification (0019). */
  board_item_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The saved search of a `saved_search_matches` notification (migration 0021). */
  saved_search_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The sentence of an entry without an actor (migration 0021). */
  text: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface NotificationActorsTable {
  notification_id: string;
  actor_id: string;
  reaction_type: ReactionType | null;
  reaction_smile: string | null;
  created_at: Timestamp;
}

interface PairTable {
  created_at: Timestamp;
}

export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  files: FilesTable;
  posts: PostsTable;
  post_revisions: PostRevisionsTable;
  post_mentions: { post_id: string; user_id: string };
  reactions: ReactionsTable;
  bookmarks: PairTable & { user_id: string; post_id: string };
  poll_votes: PairTable & { post_id: string; user_id: string; choice: number };
  post_mutes: { user_id: string; post_id: string };
  post_reports: {
    id: string;
    post_id: string;
    reporter_id: string;
    type: string;
    text: ColumnType<string, string | undefined, string>;
    status: ColumnType<'open' | 'kept' | 'removed', 'open' | 'kept' | 'removed' | undefined>;
    group_state: ColumnType<
      'open' | 'kept' | 'hidden',
      'open' | 'kept' | 'hidden' | undefined,
      'open' | 'kept' | 'hidden'
    >;
    created_at: Timestamp;
  };
  post_impressions: { post_id: string; user_id: string; day: ColumnType<Date, string, string> };
  follows: PairTable & {
    follower_id: string;
    followee_id: string;
    /** The followee's recent posts are in the follower's timeline (migration 0033). */
    timeline_ready: ColumnType<boolean, boolean | undefined, boolean>;
  };
  home_timeline: HomeTimelineTable;
  user_mutes: PairTable & { user_id: string; muted_id: string };
  user_blocks: PairTable & { user_id: string; blocked_id: string };
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  link_previews: LinkPreviewsTable;
  translations: { key: string; translated: string; created_at: Timestamp };
  dm_messages: DirectMessagesTable;
  dm_chats: DirectChatsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_rules: GroupRulesTable;
  user_lists: UserListsTable;
  user_list_members: UserListMembersTable;
  rss_sources: RssSourcesTable;
  rss_subscriptions: PairTable & { user_id: string; source_id: string };
  channels: ChannelsTable;
  channel_follows: ChannelFollowsTable;
  board_items: BoardItemsTable;
  board_documents: BoardDocumentsTable;
  board_favorites: { user_id: string; item_id: string; created_at: Timestamp };
  board_reports: BoardReportsTable;
  board_applications: BoardApplicationsTable;
  saved_searches: SavedSearchesTable;
  directory_categories: DirectoryCategoriesTable;
  directory_category_counts: DirectoryCategoryCountsTable;
  products: ProductsTable;
  payment_subscriptions: PaymentSubscriptionsTable;
  payment_transactions: PaymentTransactionsTable;
  payment_events: { provider: string; event_id: string; received_at: Timestamp };
  payout_accounts: PayoutAccountsTable;
  pro_levels: ProLevelsTable;
  pro_subscriptions: ProSubscriptionsTable;
  post_pro_levels: PostProLevelsTable;
  archives: ArchivesTable;
  contact_messages: ContactMessagesTable;
}

/** A paid tier a person offers (migration 0025). */
export interface ProLevelsTable {
  id: string;
  owner_id: string;
  title: string;
  description: string | null;
  /** Per period, in minor units. */
  price: number;
  currency: string;
  period: 'month' | 'year';
  benefits: ColumnType<string[], string | undefined, string>;
  withdrawn_at: NullableTimestamp;
  product_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export type ProSubscriptionState = 'active' | 'pending' | 'inactive' | 'banned';

/** One person's subscription to a pro level (migration 0025): one row per level and person. */
export interface ProSubscriptionsTable {
  id: string;
  level_id: string;
  owner_id: string;
  subscriber_id: string;
  state: ProSubscriptionState;
  expires: NullableTimestamp;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  note: string | null;
  seen_by_subscriber: ColumnType<boolean, boolean | undefined, boolean>;
  seen_by_owner: ColumnType<boolean, boolean | undefined, boolean>;
  payment_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The levels whose active subscribers may read a premium post (migration 0025). */
export interface PostProLevelsTable {
  post_id: string;
  level_id: string;
}

/** A person's data archive (migration 0026). */
export interface ArchivesTable {
  user_id: string;
  state: 'pending' | 'ready' | 'failed';
  progress: Defaulted<number>;
  filename: string | null;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  requested_at: Timestamp;
  ready_at: NullableTimestamp;
  expires_at: NullableTimestamp;
}
export type ArchiveRow = Selectable<ArchivesTable>;

/** A message to staff from the contact form (migration 0026). */
export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: Defaulted<string>;
  message: string;
  created_at: Timestamp;
}

/** The directory's taxonomy (migration 0020): groups (parent_id null) and their categories. */
export interface DirectoryCategoriesTable {
  id: string;
  slug: string;
  parent_id: string | null;
  name: string;
  translations: string;
  position: number;
}

/** Listings per category by moderation state, kept by a trigger (migration 0039). */
export interface DirectoryCategoryCountsTable {
  category_id: string;
  moderate: ModerationState;
  flagged: boolean;
  n: number;
}

/** A person's private list of people (migration 0015). */
export interface UserListsTable {
  id: string;
  owner_id: string;
  title: string;
  position: number;
  created_at: Timestamp;
}

export interface UserListMembersTable {
  list_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** A news (RSS) source, shared by everyone who added its address (migration 0016). */
export interface RssSourcesTable {
  id: string;
  url: string;
  /** The system account (kind 'news') that posts the entries. */
  user_id: string;
  title: string;
  description: string | null;
  link: string | null;
  image: string | null;
  etag: string | null;
  last_modified: string | null;
  last_fetched_at: NullableTimestamp;
  next_fetch_at: ColumnType<Date, Date | string | undefined, Date | string>;
  failures: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  subscribers_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export type DirectMessageType = components['schemas']['DirectMessageType'];

/** A direct message between two people (migration 0012). */
export interface DirectMessagesTable {
  id: string;
  sender_id: string;
  recipient_id: string;
  /** least/greatest of the two ids, generated: the chat's key for both people. */
  pair_low: ColumnType<string, never, never>;
  pair_high: ColumnType<string, never, never>;
  type: DirectMessageType;
  /** Plain text; null for media without words and once deleted. */
  text: string | null;
  /** File names from POST /files, in the order sent. */
  media: Json<string[]>;
  reply_to_id: string | null;
  /** The recipient's reaction. */
  reaction: ReactionType | null;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  read_at: NullableTimestamp;
}

/** One person's side of a chat with another (migration 0012). */
export interface DirectChatsTable {
  owner_id: string;
  other_id: string;
  last_message_at: Timestamp;
  pinned_at: NullableTimestamp;
  /** When the owner last left the chat: older messages are gone for them. */
  cleared_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A page's preview as last fetched, or why it could not be (link previews, cached per URL). */
export interface LinkPreviewsTable {
  url: string;
  preview: Json<LinkPreview> | null;
  failure: string | null;
  fetched_at: Timestamp;
}

export type PostRow = Selectable<PostsTable>;
export type GroupRow = Selectable<GroupsTable>;
export type GroupMemberRow = Selectable<GroupMembersTable>;
export type GroupRuleRow = Selectable<GroupRulesTable>;
export type UserListRow = Selectable<UserListsTable>;
export type RssSourceRow = Selectable<RssSourcesTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type DirectoryCategoryRow = Selectable<DirectoryCategoriesTable>;
export type ChannelFollowRow = Selectable<ChannelFollowsTable>;

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type EmailTokenRow = Selectable<EmailTokensTable>;
export type FileRow = Selectable<FilesTable>;
export type DirectMessageRow = Selectable<DirectMessagesTable>;
export type DirectChatRow = Selectable<DirectChatsTable>;

export type BoardKind = 'project' | 'job' | 'listing';
export type OpenStatus = components['schemas']['OpenStatus'];
export type ModerationState = components['schemas']['ModerationState'];
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A project, job or directory listing (migration 0018). */
export interface BoardItemsTable {
  id: string;
  kind: BoardKind;
  owner_id: string;
  title: string;
  description: string;
  search_text: string;
  status: Defaulted<OpenStatus>;
  moderate: Defaulted<ModerationState>;
  flagged: Defaulted<boolean>;
  remote: Defaulted<boolean>;
  location_label: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  state: string | null;
  country: string | null;
  category: ColumnType<string | null, string | null | undefined, string | null>;
  bid: ColumnType<number | null, number | null | undefined, number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  types: Defaulted<string[]>;
  sectors: Defaulted<string[]>;
  category_ids: Defaulted<string[]>;
  keywords: Defaulted<string[]>;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  applications_count: Defaulted<number>;
  /** When bidding closes by itself (projects; migration 0030). */
  bids_close_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The bid the project was awarded to (migration 0030). */
  awarded_application_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type DocumentExtraction = 'pending' | 'done' | 'failed' | 'skipped';

export interface BoardDocumentsTable {
  item_id: string;
  position: number;
  url: string;
  name: string | null;
  file_name: string;
  text: ColumnType<string | null, string | null | undefined, string | null>;
  extracted: Defaulted<DocumentExtraction>;
}

export interface BoardReportsTable {
  item_id: string;
  reporter_id: string;
  type: string;
  text: string | null;
  created_at: Timestamp;
}

export type ApplicationStatus = 'new' | 'answered' | 'closed';

/** A bid on a project, an application to a job, a quote request to a listing. */
export interface BoardApplicationsTable {
  id: string;
  item_id: string;
  applicant_id: string;
  amount: ColumnType<number | null, number | null | undefined, number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  message: string;
  documents: ColumnType<{ url: string; name?: string }[], string | undefined, string>;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: Defaulted<ApplicationStatus>;
  conversation_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The owner's decision on a bid (migration 0030); null while undecided. */
  decision: ColumnType<BidDecision | null, BidDecision | null | undefined, BidDecision | null>;
  /** The owner's message with a declined bid (migration 0030). */
  decision_message: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  answered_at: NullableTimestamp;
}

export type BidDecision = 'shortlisted' | 'awarded' | 'declined';

export type BoardItemRow = Selectable<BoardItemsTable>;
export type BoardDocumentRow = Selectable<BoardDocumentsTable>;
export type BoardApplicationRow = Selectable<BoardApplicationsTable>;
export type SearchSchedule = components['schemas']['SearchSchedule'];

/** A saved project search and its alert schedule (migration 0021). */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  title: string;
  filters: Json<components['schemas']['ProjectFilters']>;
  schedule: SearchSchedule;
  last_run_at: NullableTimestamp;
  unsubscribe_token: string;
  created_at: Timestamp;
}
export type SavedSearchRow = Selectable<SavedSearchesTable>;
export type ProLevelRow = Selectable<ProLevelsTable>;
export type ProSubscriptionRow = Selectable<ProSubscriptionsTable>;

/** Something that can be bought (migration 0023); the membership levels are seeded. */
export interface ProductsTable {
  id: string;
  type: 'membership' | 'pro_level' | 'other';
  name: string;
  description: string | null;
  price: number;
  currency: ColumnType<string, string | undefined, string>;
  interval: 'once' | 'month' | 'year';
  membership_level: MembershipLevel | null;
  payee_id: string | null;
  ref_id: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export type PaymentSubscriptionState = 'pending' | 'active' | 'cancelled' | 'expired';

/** A recurring charge (migration 0023). Never a card number: brand, last four, a token. */
export interface PaymentSubscriptionsTable {
  id: string;
  user_id: string;
  product_id: string;
  purpose: string;
  state: PaymentSubscriptionState;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  card_brand: string | null;
  card_last4: string | null;
  provider: string;
  provider_ref: string | null;
  method_ref: string | null;
  payee_id: string | null;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  failed_renewals: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentTransactionState = 'pending' | 'succeeded' | 'failed' | 'refunded';

/** A charge on a card (migration 0023). */
export interface PaymentTransactionsTable {
  id: string;
  user_id: string;
  product_id: string | null;
  subscription_id: string | null;
  purpose: string;
  reason: ColumnType<'first' | 'renewal', 'first' | 'renewal' | undefined, 'first' | 'renewal'>;
  description: string;
  amount: number;
  currency: string;
  state: PaymentTransactionState;
  failure_code: string | null;
  card_brand: string | null;
  card_last4: string | null;
  provider: string;
  provider_ref: string | null;
  idempotency_key: string;
  payee_id: string | null;
  platform_fee: ColumnType<number, number | undefined, number>;
  net_amount: ColumnType<number, number | undefined, number>;
  /** The connected account the net went to (migration 0032); null: held by the platform. */
  payee_account: ColumnType<string | null, string | null | undefined, string | null>;
  settled_at: NullableTimestamp;
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refunded_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export type PayoutAccountState = 'pending' | 'restricted' | 'connected';

/** A creator's connected account at the processor (migration 0032). */
export interface PayoutAccountsTable {
  user_id: string;
  provider: string;
  account_ref: string;
  state: PayoutAccountState;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ProductRow = Selectable<ProductsTable>;
export type PaymentSubscriptionRow = Selectable<PaymentSubscriptionsTable>;
export type PaymentTransactionRow = Selectable<PaymentTransactionsTable>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
