// The caller's own order of a list (groups, channels): one item moves one place up or down, the
// whole loaded list is sent in its new order, then the list loads again from the server.
import { useState } from 'react';
import { moveItem } from '@trestle/core';

export interface Reorder {
  /** True while an order is being saved: the buttons wait so two moves never cross. */
  moving: boolean;
  move(index: number, delta: -1 | 1): Promise<void>;
}

/**
 * Moves `items[index]` by `delta` and saves the ids in the new order with `save` (the reorder
 * call). On success `reload` shows the saved order; on failure the client's toast says why and
 * the order shown stays the saved one.
 */
export function useReorder<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  save: (order: string[]) => Promise<unknown>,
  reload: () => void,
): Reorder {
  const [moving, setMoving] = useState(false);

  async function move(index: number, delta: -1 | 1) {
    setMoving(true);
    try {
      await save(moveItem(items, index, delta).map(idOf));
      reload();
    } catch {
      // The client's toast says why; the order shown stays the saved one.
    } finally {
      setMoving(false);
    }
  }

  return { moving, move };
}
