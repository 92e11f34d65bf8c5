import type { components } from '@trestle/sdk';

export type Project = components['schemas']['Project'];
export type SavedSearch = components['schemas']['SavedSearch'];
export type ProjectDocument = components['schemas']['ProjectDocument'];
export type UserSummary = components['schemas']['UserSummary'];
export type ProjectBid = components['schemas']['ProjectBid'];
export type ProjectBidInput = components['schemas']['ProjectBidInput'];
