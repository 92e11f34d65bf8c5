// The names of the cached answers (TanStack Query keys), in one place: a screen reading an item
// and the code refreshing it after a write or a realtime event use the same key.
export const queryKeys = {
  /** What can be bought (the membership levels). */
  paymentProducts: () => ['payment-products'] as const,
  /** The caller's membership state and level (the payment poller reads the same). */
  membershipStatus: () => ['membership-status'] as const,
  /** How the card form sends a card (sandbox or Stripe). */
  paymentConfig: () => ['payment-config'] as const,
  /** Transactions and recurring charges, and their counts (prefix of each). */
  paymentLists: () => ['payment-lists'] as const,
  paymentList: (what: 'transactions' | 'subscriptions', state: string) =>
    ['payment-lists', what, state] as const,
  /** Every profile read by username (refreshed after a follow, mute, block or an edit). */
  profiles: () => ['profile'] as const,
  profile: (username: string) => ['profile', username] as const,
  /** The signed-in person's own profile, as the edit form starts from it. */
  ownProfile: () => ['own-profile'] as const,
  group: (id: string) => ['group', id] as const,
  /** The first `limit` members of a group (the hand-over's choices). */
  groupMembers: (id: string, limit: number) => ['group-members', id, limit] as const,
  channel: (id: string) => ['channel', id] as const,
  rssSource: (id: string) => ['rss-source', id] as const,
  post: (id: string) => ['post', id] as const,
  /** A post alone (a channel's pinned post), without its thread. */
  pinnedPost: (id: string) => ['pinned-post', id] as const,
  publicPost: (id: string) => ['public-post', id] as const,
  publicProfileCard: (username: string) => ['public-profile-card', username.toLowerCase()] as const,
  rssSourceCount: () => ['rss-source-count'] as const,
  trendingTopics: (period: 'day' | 'week', limit: number) =>
    ['trending-topics', period, limit] as const,
  suggestedPeople: (limit: number) => ['suggested-people', limit] as const,
  translationLanguages: () => ['translation-languages'] as const,
  myLists: () => ['my-lists'] as const,
  /** The caller's membership quotas (used and remaining), read before a create form. */
  quotas: () => ['quotas'] as const,
  /** One list (its title; the members are paged apart). */
  list: (id: string) => ['list', id] as const,
  /** The badges' counts (kept by the frame, set by realtime pushes). */
  unreadNotifications: () => ['unread-notifications'] as const,
  unreadChats: () => ['unread-chats'] as const,
  nameCheck: (kind: 'group' | 'channel', name: string, id: string | undefined) =>
    ['name-check', kind, name, id ?? null] as const,
  /** Subscription lists: the caller's own (normal) or their subscribers (pro). */
  subscriptions: () => ['subscriptions'] as const,
  subscriptionList: (tab: 'normal' | 'pro', state: string, page: number) =>
    ['subscriptions', tab, state, page] as const,
  /** The blue dots of the subscriptions page (normal, pro). */
  subscriptionDots: () => ['subscriptions', 'dots'] as const,
  ownProLevels: () => ['pro-levels'] as const,
  proEarnings: () => ['pro-levels', 'earnings'] as const,
};
