import type { WorkplaceType } from '../enums/search';

/**
 * The `remote` query value for the chosen workplace types: only remote gives `true`, only onsite
 * gives `false`; nothing, several, or hybrid give no filter (`undefined`).
 */
export function remoteFilter(
  workplaces: readonly WorkplaceType[] | null | undefined,
): boolean | undefined {
  const chosen = new Set(workplaces ?? []);
  if (chosen.size !== 1) return undefined;
  if (chosen.has('remote')) return true;
  if (chosen.has('onsite')) return false;
  return undefined;
}

const REMOTE_WORD = /\bremote\b/i;

/** True when a search location label contains the word "remote" (any case, whole word). */
export function isRemoteLocationLabel(label: string | null | undefined): boolean {
  return typeof label === 'string' && REMOTE_WORD.test(label);
}
