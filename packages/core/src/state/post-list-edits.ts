import type { Id } from './identity';
import { sameId } from './identity';

/**
 * Local changes to a loaded list of posts (feed, bookmarks): posts added at the top (the person's
 * new post), posts replaced (after a reaction, edit or vote) and posts removed (deleted, bookmark
 * taken off). They apply over the pages as the server sent them, and are dropped when page one is
 * loaded again.
 */
export interface PostListEdits<T> {
  added: T[];
  replaced: Record<string, T>;
  removed: string[];
}

export function noPostListEdits<T>(): PostListEdits<T> {
  return { added: [], replaced: {}, removed: [] };
}

/** A new post goes to the top (once); adding it again replaces it. */
export function addPostToTop<T extends { id: Id }>(
  edits: PostListEdits<T>,
  post: T,
): PostListEdits<T> {
  return {
    ...edits,
    added: [post, ...edits.added.filter((item) => !sameId(item.id, post.id))],
    removed: edits.removed.filter((id) => id !== String(post.id)),
  };
}

/** A changed post replaces its old copy; a post that was removed comes back (a rollback). */
export function replacePost<T extends { id: Id }>(
  edits: PostListEdits<T>,
  post: T,
): PostListEdits<T> {
  return {
    added: edits.added.map((item) => (sameId(item.id, post.id) ? post : item)),
    replaced: { ...edits.replaced, [String(post.id)]: post },
    removed: edits.removed.filter((id) => id !== String(post.id)),
  };
}

export function removePost<T>(edits: PostListEdits<T>, postId: Id): PostListEdits<T> {
  const key = String(postId);
  return edits.removed.includes(key) ? edits : { ...edits, removed: [...edits.removed, key] };
}

/** The list to show: added posts first, then the pages, each post once, changes applied. */
export function applyPostListEdits<T extends { id: Id }>(
  items: readonly T[],
  edits: PostListEdits<T>,
): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of [...edits.added, ...items]) {
    const key = String(item.id);
    if (seen.has(key) || edits.removed.includes(key)) continue;
    seen.add(key);
    result.push(edits.replaced[key] ?? item);
  }
  return result;
}
