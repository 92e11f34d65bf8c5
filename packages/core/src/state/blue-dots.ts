/** Unseen-subscription counters shown as blue dots: [normal, pro]. */
export type BlueDots = readonly [normal: number, pro: number];

/**
 * A removed subscription lowers the pro (right) dot when it was a pro subscription, else the
 * normal (left) one; never below 0.
 */
export function lowerBlueDot(dots: BlueDots, pro: boolean): BlueDots {
  const [normal, proCount] = dots;
  return pro ? [normal, Math.max(0, proCount - 1)] : [Math.max(0, normal - 1), proCount];
}
