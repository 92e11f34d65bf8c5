import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

export interface DismissOptions {
  /** Whether the popup (menu, listbox, panel) is showing; nothing is listened to while closed. */
  open: boolean;
  /** Closes the popup. */
  onDismiss: (reason: DismissReason) => void;
  /**
   * What counts as inside: the popup and the button that opens it. A press on any of them is not
   * "outside" (the button's own click toggles).
   */
  inside: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** Where focus goes back on Escape: the button that opened the popup. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * Closes a popup on Escape (anywhere on the page, focus going back to its button) and on a press
 * outside it (mouse, pen or touch; focus stays where the press put it). One behaviour for every
 * menu, so they all close the same way. An Escape a component already handled
 * (`event.preventDefault()`) is left alone.
 */
export function useDismiss({ open, onDismiss, inside, returnFocus }: DismissOptions): void {
  // The latest callback and elements, without re-subscribing on every render.
  const latest = useRef({ onDismiss, inside, returnFocus });
  useEffect(() => {
    latest.current = { onDismiss, inside, returnFocus };
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current.onDismiss('escape');
      latest.current.returnFocus?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const within = latest.current.inside.some((ref) => target && ref.current?.contains(target));
      if (!within) latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
