import type { Id } from './identity';
import { sameId } from './identity';

/** A reply: its id and its parent (`reply.id`). */
export interface ReplyLike {
  id: Id;
  reply?: { id: Id } | null;
}

/** The replies loaded under one post. */
export interface ReplyBranch<R> {
  data: R[];
  hasMore: boolean;
  loading: boolean;
  skip: number;
}

/** Reply branches keyed by the parent post's id. */
export type ReplyTree<R> = Record<string, ReplyBranch<R>>;

function emptyBranch<R>(): ReplyBranch<R> {
  return { data: [], hasMore: true, loading: false, skip: 0 };
}

function branchOf<R>(tree: ReplyTree<R>, postId: Id): ReplyBranch<R> {
  return tree[String(postId)] ?? emptyBranch<R>();
}

/** Appends items, keeping one entry per id (a later copy replaces the earlier one in place). */
function mergeById<R extends ReplyLike>(existing: readonly R[], incoming: readonly R[]): R[] {
  const result = [...existing];
  for (const item of incoming) {
    const index = result.findIndex((candidate) => sameId(candidate.id, item.id));
    if (index === -1) result.push(item);
    else result[index] = item;
  }
  return result;
}

/** Marks a post's replies as loading. */
export function startLoadingReplies<R>(tree: ReplyTree<R>, postId: Id): ReplyTree<R> {
  return { ...tree, [String(postId)]: { ...branchOf(tree, postId), loading: true } };
}

/**
 * Receives a page of replies for a post: the first page (`replace`) replaces, later pages append;
 * either way entries are de-duplicated by id. Has-more is true only when the page was full.
 */
export function receiveReplies<R extends ReplyLike>(
  tree: ReplyTree<R>,
  postId: Id,
  page: readonly R[],
  options: { pageSize: number; replace?: boolean },
): ReplyTree<R> {
  const branch = branchOf(tree, postId);
  const base = options.replace ? [] : branch.data;
  return {
    ...tree,
    [String(postId)]: {
      data: mergeById(base, page),
      hasMore: page.length === options.pageSize,
      loading: false,
      skip: (options.replace ? 0 : branch.skip) + page.length,
    },
  };
}

/** A failed replies load empties the post's branch and stops paging (the list rule). */
export function failReplies<R>(tree: ReplyTree<R>, postId: Id): ReplyTree<R> {
  return { ...tree, [String(postId)]: { data: [], hasMore: false, loading: false, skip: 0 } };
}

/**
 * A new reply goes to the front of its parent's list. A reply already present (e.g. echoed back
 * by the socket) is replaced in place instead of duplicated. A parent with no branch yet gets one,
 * with has-more set because its older replies have not been loaded.
 */
export function addReply<R extends ReplyLike>(tree: ReplyTree<R>, reply: R): ReplyTree<R> {
  const parentId = reply.reply?.id;
  if (parentId === undefined || parentId === null) return tree;
  const branch = branchOf(tree, parentId);
  const exists = branch.data.some((item) => sameId(item.id, reply.id));
  const data = exists
    ? branch.data.map((item) => (sameId(item.id, reply.id) ? reply : item))
    : [reply, ...branch.data];
  return { ...tree, [String(parentId)]: { ...branch, data } };
}

/** An edited reply replaces the old one in place, wherever it is. */
export function editReply<R extends ReplyLike>(tree: ReplyTree<R>, reply: R): ReplyTree<R> {
  const result: ReplyTree<R> = {};
  for (const [key, branch] of Object.entries(tree)) {
    const found = branch.data.some((item) => sameId(item.id, reply.id));
    result[key] = found
      ? { ...branch, data: branch.data.map((item) => (sameId(item.id, reply.id) ? reply : item)) }
      : branch;
  }
  return result;
}

/** A deleted reply is removed from every branch, and its own branch (its replies) is dropped. */
export function removeReply<R extends ReplyLike>(tree: ReplyTree<R>, replyId: Id): ReplyTree<R> {
  const result: ReplyTree<R> = {};
  for (const [key, branch] of Object.entries(tree)) {
    if (key === String(replyId)) continue;
    const found = branch.data.some((item) => sameId(item.id, replyId));
    result[key] = found
      ? { ...branch, data: branch.data.filter((item) => !sameId(item.id, replyId)) }
      : branch;
  }
  return result;
}
