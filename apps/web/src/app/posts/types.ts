import type { components } from '@trestle/sdk';

export type Post = components['schemas']['Post'];
export type MediaItem = components['schemas']['MediaItem'];
export type PollResult = components['schemas']['PollResult'];
export type PostRevision = components['schemas']['PostRevision'];
