import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@trestle/ui';
import type { PagedPosts } from '../../posts/use-paged-posts';
import { ShortsPlayer } from './ShortsPlayer';
import styles from './Shorts.module.css';

export interface ShortsOverlayProps {
  list: PagedPosts;
  /** Accessible name, e.g. "Ana's shorts". */
  label: string;
  startIndex: number;
  empty: ReactNode;
  onClose: () => void;
}

/**
 * The shorts player opened over the page (a profile's shorts): the whole window on a phone, a
 * centred column on a wide screen. Escape or Close returns to the page, focus back where it was.
 */
export function ShortsOverlay({ list, label, startIndex, empty, onClose }: ShortsOverlayProps) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return createPortal(
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={label}>
      <Button className={styles.close} variant="secondary" onClick={onClose}>
        Close
      </Button>
      <ShortsPlayer list={list} label={label} empty={empty} startIndex={startIndex} autoFocus />
    </div>,
    document.body,
  );
}
