// The list and the map in step: the item hovered (or focused) in the list, else the one chosen
// (in the list or by its marker), is the one highlighted on the map; a chosen one opens its popup.
import { useCallback, useState } from 'react';

export interface BoardSelection {
  /** Chosen by a click on its marker or its "Show on map". */
  selectedId: string | null;
  /** What the map highlights: the hovered item, else the chosen one. */
  highlightedId: string | null;
  /** Whether the highlighted item is the chosen one (its popup opens). */
  openPopup: boolean;
  hover(id: string | null): void;
  select(id: string | null): void;
}

export function highlightOf(hovered: string | null, selected: string | null) {
  return { highlightedId: hovered ?? selected, openPopup: hovered === null && selected !== null };
}

export function useBoardSelection(): BoardSelection {
  const [hovered, setHovered] = useState<string | null>(null);
  const [selectedId, setSelected] = useState<string | null>(null);
  return {
    selectedId,
    ...highlightOf(hovered, selectedId),
    hover: useCallback((id: string | null) => setHovered(id), []),
    select: useCallback((id: string | null) => {
      setHovered(null);
      setSelected(id);
    }, []),
  };
}
