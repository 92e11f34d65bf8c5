import { useCallback, useEffect, useRef, useState } from 'react';
import { POST_UPDATE_DEBOUNCE_MS, type PostCategory } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';

export type LiveFeedSource = 'following' | 'local' | 'news';

/**
 * How many posts are waiting above the newest one shown. The socket says when a post arrives
 * (`newsfeed:new`); the server then counts what this person would really see (mutes, blocks,
 * own feed rules, the categories chosen) with countNewFeedPosts, once per burst (500 ms
 * debounce). No polling. When the connection comes up (the first time after the page loaded, or
 * again after a drop) it counts too: a post made while it was down was announced to no one here.
 */
export function useNewPosts(
  source: LiveFeedSource,
  categories: readonly PostCategory[],
  newestId: string | null,
) {
  const { realtime, client } = useServices();
  const [count, setCount] = useState(0);
  const newest = useRef(newestId);
  useEffect(() => {
    newest.current = newestId;
  }, [newestId]);

  useEffect(() => {
    setCount(0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let announced = 0;
    let active = true;
    async function recount() {
      const since = newest.current;
      const guess = announced;
      announced = 0;
      if (!since) {
        // Nothing shown yet to count from: the announcements are the best guess.
        setCount((value) => value + guess);
        return;
      }
      try {
        const result = await unwrap(
          client.api.GET('/user/newsfeed/check/{postId}', {
            params: {
              path: { postId: since },
              query: { source, ...(categories.length > 0 ? { categories: [...categories] } : {}) },
            },
          }),
        );
        if (active && newest.current === since) setCount(result.count);
      } catch {
        // Shown by the client; the next announcement counts again.
      }
    }
    function recountSoon() {
      clearTimeout(timer);
      timer = setTimeout(() => void recount(), POST_UPDATE_DEBOUNCE_MS);
    }
    const unsubscribe = realtime.on('newsfeed:new', (event) => {
      if (event.source !== source) return;
      announced += event.count;
      recountSoon();
    });
    const unsubscribeLive = realtime.whenUp(recountSoon);
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe();
      unsubscribeLive();
    };
  }, [realtime, client, source, categories]);

  const clear = useCallback(() => setCount(0), []);
  return { count, clear };
}
