import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  activeShortFrom,
  shortPlays,
  shortPreload,
  shortsNeedMore,
  shortsStep,
  stepShort,
} from '@trestle/core';
import { LoadError, Spinner } from '@trestle/ui';
import type { PagedPosts } from '../../posts/use-paged-posts';
import { ShortSlide } from './ShortSlide';
import { useInView } from './use-in-view';
import { usePageVisible } from './use-page-visible';
import styles from './Shorts.module.css';

export interface ShortsPlayerProps {
  list: PagedPosts;
  /** Accessible name of the player. */
  label: string;
  /** Shown when there are no shorts (an EmptyState). */
  empty: ReactNode;
  /** The short to open at (a profile's short picked from its grid). */
  startIndex?: number;
  /** Takes the focus when it opens (a player opened over a page). */
  autoFocus?: boolean;
}

/** Keys typed into a field are the field's, not the player's. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The shorts player: one short per screen, moved by swiping (scroll snapping) or by ArrowUp/
 * ArrowDown and k/j. The watched short plays muted and looping (with an Unmute button), the next
 * one is fetched ahead, and nothing plays while the player is off screen or the tab is hidden.
 * Which short is watched follows the scroll (IntersectionObserver); core decides the rest.
 */
export function ShortsPlayer({
  list,
  label,
  empty,
  startIndex = 0,
  autoFocus = false,
}: ShortsPlayerProps) {
  const { posts, loadingFirst, loadingMore, hasMore, error } = list;
  const scroller = useRef<HTMLDivElement>(null);
  const ratios = useRef<number[]>([]);
  const [active, setActive] = useState(startIndex);
  const [muted, setMuted] = useState(true);
  // The short the person paused: the pause belongs to that short, not to the next one.
  const [pausedIndex, setPausedIndex] = useState<number | null>(null);
  const pageVisible = usePageVisible();
  const inView = useInView(scroller);
  const count = posts?.length ?? 0;

  const slideAt = (index: number) =>
    scroller.current?.querySelector<HTMLElement>(`[data-short-index="${index}"]`) ?? null;

  const goTo = useCallback((index: number, behavior: ScrollBehavior = 'smooth') => {
    const slide = slideAt(index);
    if (slide && scroller.current) scroller.current.scrollTo({ top: slide.offsetTop, behavior });
  }, []);

  // Open at the short asked for, once it is there.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || count === 0) return;
    opened.current = true;
    if (startIndex > 0) goTo(Math.min(startIndex, count - 1), 'instant');
    if (autoFocus) scroller.current?.focus();
  }, [count, startIndex, autoFocus, goTo]);

  // The watched short is the one most on screen in the player.
  useEffect(() => {
    const root = scroller.current;
    if (!root || count === 0 || typeof IntersectionObserver === 'undefined') return;
    ratios.current = Array.from({ length: count }, () => 0);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.shortIndex);
          ratios.current[index] = entry.intersectionRatio;
        }
        setActive((current) => activeShortFrom(ratios.current, current));
      },
      { root, threshold: [0, 0.25, 0.5, 0.6, 0.75, 0.9, 1] },
    );
    root.querySelectorAll('[data-short-index]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [count]);

  // The next page is asked for before the last short is reached.
  // (Only once page one is in: before it, asking for more would ask for page one again.)
  const { loadMore } = list;
  const settled = !loadingFirst && !loadingMore && count > 0;
  useEffect(() => {
    if (settled && shortsNeedMore(active, count, hasMore)) loadMore();
  }, [settled, active, count, hasMore, loadMore]);

  // The keys work wherever the focus is on the page, except in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typing(event.target)) return;
      const step = shortsStep(event.key);
      if (step === null || count === 0) return;
      event.preventDefault();
      goTo(stepShort(active, step, count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, count, goTo]);

  if (loadingFirst) {
    return (
      <div className={styles.loading} role="status">
        <Spinner label="Loading shorts" />
      </div>
    );
  }
  if (error && count === 0) {
    return (
      <LoadError
        title="The shorts could not be loaded"
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => list.load()}
      />
    );
  }
  if (!posts || count === 0) return <>{empty}</>;
  const shown = pageVisible && inView;
  return (
    <div
      ref={scroller}
      className={styles.player}
      role="region"
      aria-label={label}
      aria-roledescription="shorts player"
      tabIndex={0}
    >
      {posts.map((post, index) => (
        <ShortSlide
          key={post.id}
          post={post}
          index={index}
          active={index === active}
          playing={shortPlays(index, active, shown, pausedIndex === active)}
          preload={shortPreload(index, active)}
          muted={muted}
          onToggleMute={() => setMuted((value) => !value)}
          onTogglePause={() => setPausedIndex((value) => (value === active ? null : active))}
          onChange={list.replace}
          onRemove={list.remove}
        />
      ))}
    </div>
  );
}
