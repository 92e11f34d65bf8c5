// A post whose video or sound file is still being processed is read again when its owner's
// realtime events say the file is ready (or failed), and handed to the list that holds it. Lists
// keep posts in their own state (the home feed's paging machine, the post page's query), so the
// card tells its list rather than each list listening for itself.
import { useEffect, useRef } from 'react';
import { useServices } from '../services-context';
import { callApi } from '../shared/api-query';
import type { Post } from './types';

export function useProcessedMedia(post: Post, onChange: (post: Post) => void): void {
  const { realtime, quietClient } = useServices();
  // The latest handler, without subscribing again whenever the card renders.
  const changed = useRef(onChange);
  changed.current = onChange;
  const pending = post.media
    .filter((item) => item.processing)
    .map((item) => item.file)
    .join('\n');
  const postId = post.id;
  useEffect(() => {
    if (!pending) return;
    const files = new Set(pending.split('\n'));
    let active = true;
    const settled = ({ file }: { file: string }) => {
      if (!files.has(file)) return;
      // Quiet: a background read; if it fails the post keeps saying "Processing…".
      callApi(quietClient.api.GET('/user/post/{id}', { params: { path: { id: postId } } })).then(
        (fresh) => {
          if (active) changed.current(fresh);
        },
        () => undefined,
      );
    };
    const off = [realtime.on('media:ready', settled), realtime.on('media:failed', settled)];
    return () => {
      active = false;
      off.forEach((unsubscribe) => unsubscribe());
    };
  }, [pending, postId, realtime, quietClient]);
}
