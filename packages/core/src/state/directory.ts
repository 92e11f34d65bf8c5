import { isEmptyValue } from '../filters/omit-empty';
import type { HasId, Id } from './identity';
import { sameId } from './identity';

/**
 * Adds directory items to a list: a single new item goes to the front (replacing an older copy);
 * an array is appended, or replaces the list when `reset` is set.
 */
export function addDirectoryItems<T extends HasId>(
  list: readonly T[] | null,
  payload: T | readonly T[],
  options: { reset?: boolean } = {},
): T[] {
  if (Array.isArray(payload)) {
    return options.reset ? [...payload] : [...(list ?? []), ...payload];
  }
  const item = payload as T;
  return [item, ...(list ?? []).filter((existing) => !sameId(existing.id, item.id))];
}

/** Directory lists per tab, and the active (selected) item. */
export interface DirectoryLists<T> {
  tabs: Record<string, T[] | null>;
  active: T | null;
}

/** Deleting an item removes it from every tab and from the active selection. */
export function removeDirectoryItem<T extends HasId>(
  state: DirectoryLists<T>,
  id: Id,
): DirectoryLists<T> {
  const tabs: Record<string, T[] | null> = {};
  for (const [tab, items] of Object.entries(state.tabs)) {
    tabs[tab] = items === null ? null : items.filter((item) => !sameId(item.id, id));
  }
  return { tabs, active: state.active && sameId(state.active.id, id) ? null : state.active };
}

/**
 * Sets one directory filter; an empty or cleared value (null, undefined, blank string, empty
 * array) removes the key instead.
 */
export function setDirectoryFilter<F extends Record<string, unknown>>(
  filters: F,
  key: string,
  value: unknown,
): F {
  const { [key]: _previous, ...rest } = filters;
  return (isEmptyValue(value) ? rest : { ...rest, [key]: value }) as F;
}
