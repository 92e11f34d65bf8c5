// The filters of Explore's media tabs and of the advanced search, as the address holds them
// (`?categories=news&categories=fun&chronology=oldest&duration=short&type=media&subType=images&op=1`),
// read with core's enums so a hand-edited address falls back to the defaults instead of failing.
import {
  chronologySchema,
  durationSchema,
  postCategorySchema,
  type Chronology,
  type Duration,
  type PostCategory,
} from '@trestle/core';
import type { components } from '@trestle/sdk';

export type FeedType = components['schemas']['FeedType'];
export type FeedSubType = components['schemas']['FeedSubType'];

/** The post kinds the advanced search offers (every FeedType but reactions, which is not a post kind). */
export const ADVANCED_TYPES = [
  'content',
  'op',
  'reposts',
  'contentGroups',
  'replies',
  'blogs',
  'polls',
  'premium',
  'media',
  'images',
  'videos_full',
  'videos',
  'gifs',
  'audio',
  'shorts',
] as const satisfies readonly FeedType[];
export type AdvancedType = (typeof ADVANCED_TYPES)[number];

/** The media kinds that narrow the `media` type (the server refuses a subType elsewhere). */
export const ADVANCED_SUBTYPES = [
  'images',
  'videos',
  'gifs',
  'audio',
] as const satisfies readonly FeedSubType[];
export type AdvancedSubType = (typeof ADVANCED_SUBTYPES)[number];

export interface MediaFilters {
  categories: PostCategory[];
  chronology: Chronology;
  duration: Duration;
}

export interface AdvancedOptions extends MediaFilters {
  type: AdvancedType;
  subType: AdvancedSubType | null;
  /** Original posts only. */
  op: boolean;
}

export const DEFAULT_MEDIA_FILTERS: MediaFilters = {
  categories: [],
  chronology: 'recent',
  duration: 'any',
};

export const DEFAULT_ADVANCED_OPTIONS: AdvancedOptions = {
  ...DEFAULT_MEDIA_FILTERS,
  type: 'content',
  subType: null,
  op: false,
};

export function mediaFiltersOf(params: URLSearchParams): MediaFilters {
  const categories = params
    .getAll('categories')
    .map((value) => postCategorySchema.safeParse(value))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const chronology = chronologySchema.safeParse(params.get('chronology'));
  const duration = durationSchema.safeParse(params.get('duration'));
  return {
    categories: [...new Set(categories)],
    chronology: chronology.success ? chronology.data : 'recent',
    duration: duration.success ? duration.data : 'any',
  };
}

export function advancedOptionsOf(params: URLSearchParams): AdvancedOptions {
  const type = ADVANCED_TYPES.find((t) => t === params.get('type')) ?? 'content';
  const subType = ADVANCED_SUBTYPES.find((s) => s === params.get('subType')) ?? null;
  return {
    ...mediaFiltersOf(params),
    type,
    subType: type === 'media' ? subType : null,
    op: params.get('op') === '1',
  };
}

/** The address parameters for the filters: defaults are left out, so addresses stay short. */
export function filterParams(
  filters: MediaFilters | AdvancedOptions,
): Record<string, string | string[] | null> {
  const out: Record<string, string | string[] | null> = {
    categories: filters.categories,
    chronology: filters.chronology === 'recent' ? null : filters.chronology,
    duration: filters.duration === 'any' ? null : filters.duration,
  };
  if ('type' in filters) {
    out.type = filters.type === 'content' ? null : filters.type;
    out.subType = filters.subType;
    out.op = filters.op ? '1' : null;
  }
  return out;
}

/** Whether the options ask for more than the defaults (then an empty typed line still searches). */
export function narrowsAnything(options: AdvancedOptions): boolean {
  return (
    options.categories.length > 0 ||
    options.duration !== 'any' ||
    options.type !== 'content' ||
    options.op
  );
}
