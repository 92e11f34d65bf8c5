// The shorts player's decisions (spec sections 1 and 7: one short per screen, swipe or keys,
// autoplay muted, preload the next, play only while visible), kept free of React and the DOM so
// the web player is a thin layer over them.

/** How much of a short must be on screen before it counts as the one being watched. */
export const SHORT_VISIBLE_RATIO = 0.6;

/** Fewer shorts than this left after the active one: the next page is asked for. */
export const SHORTS_LOAD_AHEAD = 2;

/** Where a key moves the player: ArrowDown or j to the next short, ArrowUp or k back. */
export function shortsStep(key: string): -1 | 1 | null {
  if (key === 'ArrowDown' || key === 'j') return 1;
  if (key === 'ArrowUp' || key === 'k') return -1;
  return null;
}

/** The short a step lands on, kept inside the list (no wrapping past either end). */
export function stepShort(active: number, step: -1 | 1, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, active + step));
}

/**
 * The short being watched, from how much of each is on screen (0 to 1, in list order): the most
 * visible one when it shows at least SHORT_VISIBLE_RATIO of itself, else the current one stays
 * (mid-swipe, neither is on screen enough to take over).
 */
export function activeShortFrom(ratios: readonly number[], current: number): number {
  let best = -1;
  let bestRatio = SHORT_VISIBLE_RATIO;
  ratios.forEach((ratio, index) => {
    if (ratio >= bestRatio && (best === -1 || ratio > bestRatio)) {
      best = index;
      bestRatio = ratio;
    }
  });
  return best === -1 ? current : best;
}

/** How much of a short the browser fetches ahead: all of the watched one and the next. */
export function shortPreload(index: number, active: number): 'auto' | 'metadata' | 'none' {
  if (index === active || index === active + 1) return 'auto';
  if (index === active - 1) return 'metadata';
  return 'none';
}

/**
 * Only the watched short plays, and only while the player is on screen (`shown`: the page's tab
 * is visible and the player is in the window), unless the person paused it.
 */
export function shortPlays(
  index: number,
  active: number,
  shown: boolean,
  pausedByPerson = false,
): boolean {
  return shown && index === active && !pausedByPerson;
}

/** Whether the player should ask for the next page now that `active` is watched. */
export function shortsNeedMore(active: number, count: number, hasMore: boolean): boolean {
  return hasMore && count - 1 - active < SHORTS_LOAD_AHEAD;
}
