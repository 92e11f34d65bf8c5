import type { components } from '@trestle/sdk';

export type Listing = components['schemas']['Listing'];
export type ListingCreate = components['schemas']['ListingCreate'];
export type Category = components['schemas']['Category'];
export type QuoteRequest = components['schemas']['QuoteRequest'];
export type QuoteRequestInput = components['schemas']['QuoteRequestInput'];
