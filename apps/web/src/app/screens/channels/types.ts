import type { components } from '@trestle/sdk';

export type Channel = components['schemas']['Channel'];
export type ChannelRef = components['schemas']['PostChannelRef'];
export type UserSummary = components['schemas']['UserSummary'];
