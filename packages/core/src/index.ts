// @trestle/core: Trestle's framework-free behaviour.

export * from './constants';

// Enumerations
export * from './enums/channels';
export * from './enums/company';
export * from './enums/directory';
export * from './enums/groups';
export * from './enums/board-labels';
export * from './enums/jobs';
export * from './enums/posts';
export * from './enums/profile';
export * from './enums/projects';
export * from './enums/search';
export * from './enums/subscriptions';
export * from './enums/tabs';
export * from './enums/search-filters';

// Lookup data
export * from './lookup/countries';
export * from './lookup/currencies';
export * from './lookup/time-zones';
export * from './lookup/us-states';

// Errors
export * from './errors/chunk-load-error';
export * from './errors/messages';
export * from './errors/normalise-error';

// Validation
export * from './validation/auth-forms';
export * from './validation/board-forms';
export * from './validation/channel-form';
export * from './validation/pro-level-form';
export * from './validation/direct-message';
export * from './validation/breached-passwords';
export * from './validation/email';
export * from './validation/entity-names';
export * from './validation/group-form';
export * from './validation/listing-form';
export * from './state/groups';
export * from './groups/roles';
export * from './validation/new-password';
export * from './validation/password';
export * from './validation/post-form';
export * from './validation/profile-form';
export * from './validation/profile-works';
export * from './validation/report-post';
export * from './validation/rss-source';
export * from './validation/sign-up-form';
export * from './validation/user-list';
export * from './validation/limits';
export * from './validation/username';

// Filters and queries
export * from './filters/directory-query';
export * from './filters/listing-query';
export * from './filters/omit-empty';
export * from './filters/people-search';
export * from './filters/remote-filter';

// Cards
export * from './cards/card-brands';
export * from './cards/card-display';
export * from './cards/card-number';
export * from './cards/card-validation';

// Text
export * from './text/category-name';
export * from './text/embed-snippet';
export * from './text/hashtags-mentions';
export * from './text/link';
export * from './text/post-search';
export * from './text/advanced-search';
export * from './text/advanced-search-form';
export * from './text/post-text';
export * from './text/long-post';
export * from './text/rich-text';
export * from './text/strip-tags';
export * from './text/translation';
export * from './text/video-id';

// Formatting
export * from './format/compact-number';
export * from './format/relative-time';
export * from './format/money';
export * from './format/money-input';
export * from './format/distance';
export * from './format/hours';
export * from './format/plural';
export * from './format/media-length';
export * from './format/file-size';
export * from './format/language';

// Paging
export * from './paging/page-reducers';
export * from './paging/paging-machine';

// State rules
export * from './state/blue-dots';
export * from './state/channels';
export * from './state/chat-pinning';
export * from './state/direct-messages';
export * from './state/directory';
export * from './state/identity';
export * from './state/level-button';
export * from './state/link-preview';
export * from './state/listing-toggles';
export * from './state/notifications';
export * from './state/poll';
export * from './state/post-display';
export * from './state/post-history';
export * from './state/post-list-edits';
export * from './state/post-reactions';
export * from './state/reply-tree';
export * from './state/video-uploads';

// Auth
export * from './auth/auth-machine';
export * from './auth/auth-types';
export * from './auth/permissions';
export * from './auth/roles';
export * from './auth/token-store';

// Uploads
export * from './uploads/media-item';
export * from './uploads/upload-machine';
export * from './uploads/video-rules';

// Videos: the video column's default order and the shorts player
export * from './video/video-list';
export * from './video/shorts-player';
export * from './video/processing-refresh';

// Payment
export * from './payment/payment-machine';
export * from './payment/refunds';

// Accounts: policies and limits
export * from './account/entitlements';
export * from './account/onboarding';
