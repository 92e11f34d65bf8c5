import { countOf } from '@trestle/core';
import { Button } from '@trestle/ui';
import { PostCard } from '../../posts/PostCard';
import type { Post } from '../../posts/types';
import type { ReplyTreeApi } from './use-reply-tree';
import styles from './PostView.module.css';

/** Deeper replies stop moving right here, so phones keep room for the text. */
const MAX_INDENT = 3;

export interface ReplyBranchProps {
  parentId: string;
  replies: ReplyTreeApi;
  depth: number;
}

/** The loaded replies under one post, each with its own replies on demand. */
export function ReplyBranch({ parentId, replies, depth }: ReplyBranchProps) {
  const branch = replies.tree[parentId];
  if (!branch) return null;
  return (
    <div className={styles.branch} data-depth={Math.min(depth, MAX_INDENT)}>
      {branch.data.length > 0 ? (
        <ul
          className={styles.replies}
          aria-label={depth === 0 ? 'Replies' : 'Replies to this reply'}
        >
          {branch.data.map((reply) => (
            <li key={reply.id}>
              <PostCard
                post={reply}
                hideReplyContext
                onChange={replies.edit}
                onRemove={replies.remove}
                onReplied={replies.add}
              />
              <NestedReplies reply={reply} replies={replies} depth={depth} />
            </li>
          ))}
        </ul>
      ) : null}
      {branch.hasMore && branch.data.length > 0 ? (
        <Button
          className={styles.more}
          variant="ghost"
          size="sm"
          loading={branch.loading}
          onClick={() => void replies.load(parentId, false)}
        >
          {depth === 0 ? 'Load more replies' : 'More replies to this reply'}
        </Button>
      ) : null}
    </div>
  );
}

/** A reply's own replies: a "Show N replies" button until they are loaded. */
function NestedReplies({
  reply,
  replies,
  depth,
}: {
  reply: Post;
  replies: ReplyTreeApi;
  depth: number;
}) {
  const branch = replies.tree[reply.id];
  if (branch && branch.data.length > 0) {
    return <ReplyBranch parentId={reply.id} replies={replies} depth={depth + 1} />;
  }
  if (reply.replies_count === 0 || (branch && !branch.loading)) return null;
  return (
    <Button
      className={styles.showReplies}
      variant="ghost"
      size="sm"
      loading={branch?.loading ?? false}
      onClick={() => void replies.load(reply.id, true)}
    >
      {`Show ${countOf(reply.replies_count, 'reply', 'replies')}`}
    </Button>
  );
}
