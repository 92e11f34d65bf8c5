import type { components } from '@trestle/sdk';

export type ProfileItem = components['schemas']['ProfileItem'];
export type UserSummary = components['schemas']['UserSummary'];
export type FeedType = components['schemas']['FeedType'];
export type FeedSubType = components['schemas']['FeedSubType'];
export type ReactionType = components['schemas']['ReactionType'];
