// A post whose video or sound file is still being processed is read again when its owner's
// realtime events say the file is ready (or failed), and handed to the list that holds it. Lists
// keep posts in their own state (the home feed's paging machine, the post page's query), so the
// card tells its list rather than each list listening for itself. Events can be missed (sent
// before the page listened, while its connection was down, or to someone else: only the uploader
// gets them), so the post is also read when core's watchProcessingMedia says so.
import { useEffect, useRef } from 'react';
import { watchProcessingMedia } from '@trestle/core';
import { useAuthUser, useServices } from '../services-context';
import { callApi } from '../shared/api-query';
import type { Post } from './types';

export function useProcessedMedia(post: Post, onChange: (post: Post) => void): void {
  const { realtime, quietClient } = useServices();
  const viewerId = useAuthUser()?.id;
  // The latest handler, without subscribing again whenever the card renders.
  const changed = useRef(onChange);
  changed.current = onChange;
  const pending = post.media
    .filter((item) => item.processing)
    .map((item) => item.file)
    .join('\n');
  const postId = post.id;
  const signedIn = viewerId !== undefined;
  const ownFile = signedIn && viewerId === post.user.id;
  useEffect(() => {
    // Signed out there is nothing to read it with (the post is read with the session).
    if (!pending || !signedIn) return;
    const files = new Set(pending.split('\n'));
    let active = true;
    const read = () => {
      // Quiet: a background read; if it fails the post keeps saying "Processing…".
      callApi(quietClient.api.GET('/user/post/{id}', { params: { path: { id: postId } } })).then(
        (fresh) => {
          // Handed over only when one of its files is settled (ready, or gone when it failed).
          const stillProcessing = [...files].every((file) =>
            fresh.media.some((item) => item.file === file && item.processing),
          );
          if (active && !stillProcessing) changed.current(fresh);
        },
        () => undefined,
      );
    };
    const settled = ({ file }: { file: string }) => {
      if (files.has(file)) read();
    };
    const off = [
      realtime.on('media:ready', settled),
      realtime.on('media:failed', settled),
      watchProcessingMedia({ read, live: realtime.live, onLive: realtime.onLive, ownFile }),
    ];
    return () => {
      active = false;
      off.forEach((unsubscribe) => unsubscribe());
    };
  }, [pending, postId, signedIn, ownFile, realtime, quietClient]);
}
