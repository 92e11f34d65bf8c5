// The header's composer announces a new post on window, so any screen showing a feed (the home
// feed) can put it in place without knowing who opened the composer.
import type { Post } from './composer-mode';

export const POST_CREATED_EVENT = 'trestle:post-created';

export function announcePostCreated(post: Post): void {
  window.dispatchEvent(new CustomEvent<Post>(POST_CREATED_EVENT, { detail: post }));
}

/** Calls `listener` with each post announced; returns the function that stops listening. */
export function onPostCreated(listener: (post: Post) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<Post>).detail);
  window.addEventListener(POST_CREATED_EVENT, handle);
  return () => window.removeEventListener(POST_CREATED_EVENT, handle);
}
