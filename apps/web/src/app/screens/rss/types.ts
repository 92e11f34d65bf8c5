import type { components } from '@trestle/sdk';

export type RssSource = components['schemas']['RssSource'];
