// The advanced-search scenario's typed lines, shared by the bench (run.ts) and its plans
// (explain-search.ts).

/**
 * Typed advanced searches over the seed's own words (bench/seed.ts's sentences and topics): common
 * words (tens of thousands of posts each at full scale), a phrase, exclusions, media, a hashtag and
 * dates, so each finds a full page and the planner meets both its easy and its hard cases.
 */
export const ADVANCED_LINES = [
  'house water',
  '"found house" -miles',
  'water has:media',
  '#topic9 after:2020-01-01',
  'house -water before:2100-01-01',
  'children',
];

/** Connections of the latency run (search-advanced-c4): two per core of the bench machine. */
export const SEARCH_LATENCY_CONNECTIONS = 4;
