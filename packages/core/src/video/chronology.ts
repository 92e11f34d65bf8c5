// The sort orders of searches and video lists (the contract's Chronology), in the words the
// filters show; spec section 9: the video list's default is recent.
export const CHRONOLOGIES = ['recent', 'oldest', 'popular'] as const;
export type Chronology = (typeof CHRONOLOGIES)[number];

export const DEFAULT_CHRONOLOGY: Chronology = 'recent';

export const CHRONOLOGY_LABELS: Record<Chronology, string> = {
  recent: 'Newest',
  oldest: 'Oldest',
  popular: 'Popular',
};
