// The verdict stage of the read pipeline (skeleton -> hydrate -> verdict -> present): every post
// of the page, and every post nested in them, judged once by the in-memory forms of the read
// rules. Presenting then only reads the verdicts.
import type { Hydrated } from './hydrate';
import { nestedPlace, verdict, type Verdict } from './read-rules';
import type { ReadPlace, Viewer } from './viewer';

export interface Verdicts {
  /** The page's posts, judged here. */
  top: Map<string, Verdict>;
  /** What they repost or reply to, judged as posts opened directly (see nestedPlace). */
  nested: Map<string, Verdict>;
}

export function judge(
  ids: readonly string[],
  viewer: Viewer | null,
  place: ReadPlace,
  data: Hydrated,
): Verdicts {
  const verdicts: Verdicts = { top: new Map(), nested: new Map() };
  for (const id of ids) {
    const row = data.posts.get(id);
    if (!row) continue;
    verdicts.top.set(id, verdict(row, viewer, place, data));
    for (const inner of [row.repost_of_id, row.reply_to_id]) {
      const nested = inner ? data.posts.get(inner) : undefined;
      if (nested && !verdicts.nested.has(nested.id)) {
        verdicts.nested.set(nested.id, verdict(nested, viewer, nestedPlace(place), data, true));
      }
    }
  }
  return verdicts;
}
