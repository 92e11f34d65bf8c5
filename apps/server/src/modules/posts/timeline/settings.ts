// The numbers of the home timelines (fan-out on write), in one place: docs/decisions.md
// "Fast feeds (issue 25)" says why each is what it is.

/** Entries a person's timeline keeps (newest first); the home feed reaches back this far. */
export const TIMELINE_CAP = 800;

/**
 * From this many followers on, an author's posts are not copied into their followers' timelines
 * but merged into their home feeds at read time (users.timeline_merged, sticky once set).
 */
export const MERGE_AT_FOLLOWERS = 100_000;

/** Followers one insert statement of the fan-out reaches. */
export const FANOUT_BATCH = 1_000;

/** Batches one fan-out job runs before it hands the rest to a new job (its cursor). */
export const FANOUT_BATCHES_PER_JOB = 10;

/**
 * One post in this many trims the timelines it reaches back to the cap (chosen by its id, so
 * a retry trims the same way): trimming walks the cap's entries of each timeline it reaches, so
 * it is most of a fan-out's cost (at 16, 63 % of the fan-out's database time in the bench), and a
 * timeline some posts over the cap reads the same (about 8 % more rows kept at 64).
 */
export const TRIM_EVERY = 64;

export interface TimelineSettings {
  cap: number;
  mergeAtFollowers: number;
  batch: number;
  batchesPerJob: number;
  trimEvery: number;
}

export const timelineSettings: TimelineSettings = {
  cap: TIMELINE_CAP,
  mergeAtFollowers: MERGE_AT_FOLLOWERS,
  batch: FANOUT_BATCH,
  batchesPerJob: FANOUT_BATCHES_PER_JOB,
  trimEvery: TRIM_EVERY,
};
