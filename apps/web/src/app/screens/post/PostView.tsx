import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { NormalisedError } from '@trestle/core';
import { Button, LoadError, Spinner } from '@trestle/ui';
import { openComposer } from '../../compose/open-composer';
import { HistoryDialog } from '../../posts/HistoryDialog';
import { PostCard } from '../../posts/PostCard';
import type { Post } from '../../posts/types';
import { useServices } from '../../services-context';
import { callApi } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { usePageTitle } from '../../use-page-title';
import { PostUnavailable } from './PostUnavailable';
import { ReplyBranch } from './ReplyBranch';
import { useReplyTree } from './use-reply-tree';
import page from '../Page.module.css';
import styles from './PostView.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'deleted' }
  | { state: 'ready'; post: Post; ancestors: Post[] };

/** A post and the conversation above it (none when it is not a reply). */
interface Thread {
  post: Post;
  ancestors: Post[];
}

/** The full post view (spec section 2): the thread above, the post, its replies and history. */
export default function PostView() {
  usePageTitle('Post');
  const { postId = '' } = useParams();
  const services = useServices();
  const { api } = services.client;
  const queries = useQueryClient();
  const key = queryKeys.post(postId);
  // The post deleted here: its page says so, and its cached copy is dropped, never asked again.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const thread = useQuery<Thread, NormalisedError>({
    queryKey: key,
    queryFn: async () => {
      const post = await callApi(api.GET('/user/post/{id}', { params: { path: { id: postId } } }));
      let ancestors: Post[] = [];
      if (post.reply) {
        try {
          const tree = await callApi(
            api.GET('/user/post/{postId}/tree', { params: { path: { postId } } }),
          );
          ancestors = tree.ancestors;
        } catch {
          // The post still shows without the conversation above it.
        }
      }
      return { post, ancestors };
    },
    enabled: deletedId !== postId,
  });
  const replies = useReplyTree();
  const { load: loadReplies } = replies;

  const shownId = thread.data?.post.id;
  useEffect(() => {
    if (!shownId) return;
    void loadReplies(shownId, true);
    // Counted once per person and day by the server; a failure changes nothing here.
    void api.POST('/user/post/{id}/impression', {
      params: { path: { id: shownId } },
      body: { type: 'full_view' },
    });
  }, [api, shownId, loadReplies]);

  let loaded: Loaded;
  if (deletedId === postId) loaded = { state: 'deleted' };
  else if (thread.isSuccess) loaded = { state: 'ready', ...thread.data };
  else if (thread.isPending || thread.isFetching) loaded = { state: 'loading' };
  else {
    const missing = thread.error.status === 404 || thread.error.status === 400;
    loaded = { state: missing ? 'missing' : 'failed' };
  }

  const changeThread = useCallback(
    (change: (thread: Thread) => Thread) =>
      queries.setQueryData<Thread>(queryKeys.post(postId), (current) =>
        current ? change(current) : current,
      ),
    [queries, postId],
  );
  const setPost = useCallback(
    (post: Post) => changeThread((current) => ({ ...current, post })),
    [changeThread],
  );
  const setAncestor = useCallback(
    (post: Post) =>
      changeThread((current) => ({
        ...current,
        ancestors: current.ancestors.map((a) => (a.id === post.id ? post : a)),
      })),
    [changeThread],
  );
  const removeAncestor = useCallback(
    (id: string) =>
      changeThread((current) => ({
        ...current,
        ancestors: current.ancestors.filter((a) => a.id !== id),
      })),
    [changeThread],
  );

  let content;
  if (loaded.state === 'loading') {
    content = <Spinner block size="lg" showLabel label="Loading the post…" />;
  } else if (loaded.state === 'missing' || loaded.state === 'deleted') {
    content = <PostUnavailable deleted={loaded.state === 'deleted'} />;
  } else if (loaded.state === 'failed') {
    content = (
      <LoadError text="The post could not be loaded." onRetry={() => void thread.refetch()} />
    );
  } else {
    const { post, ancestors } = loaded;
    const root = replies.tree[post.id];
    content = (
      <>
        {ancestors.length > 0 ? (
          <ol className={styles.thread} aria-label="Earlier in the conversation">
            {ancestors.map((ancestor) => (
              <li key={ancestor.id}>
                <PostCard
                  post={ancestor}
                  hideReplyContext
                  onChange={setAncestor}
                  onRemove={removeAncestor}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <div className={styles.main}>
          <PostCard
            post={post}
            full
            hideReplyContext={ancestors.length > 0}
            onChange={setPost}
            onRemove={() => {
              setDeletedId(post.id);
              queries.removeQueries({ queryKey: key });
            }}
            onReplied={replies.add}
          />
        </div>
        <div className={styles.toolbar}>
          <Button
            disabled={post.can_reply === false}
            onClick={() =>
              openComposer(services, { kind: 'reply', to: post }, (reply) => {
                setPost({ ...post, replies_count: post.replies_count + 1, replied_by_user: true });
                replies.add(reply);
              })
            }
          >
            Reply
          </Button>
          {post.editedAt ? (
            <Button
              variant="secondary"
              onClick={() =>
                services.modals.open({
                  id: `history-${post.id}`,
                  title: 'Edit history',
                  content: <HistoryDialog postId={post.id} />,
                })
              }
            >
              Edit history
            </Button>
          ) : null}
        </div>
        <section className={styles.repliesSection} aria-labelledby="replies-heading">
          <h2 id="replies-heading" className={styles.subtitle}>
            Replies
          </h2>
          {!root || (root.loading && root.data.length === 0) ? (
            <Spinner block showLabel label="Loading replies…" />
          ) : root.data.length === 0 ? (
            <p className={styles.noReplies}>No replies yet.</p>
          ) : (
            <ReplyBranch parentId={post.id} replies={replies} depth={0} />
          )}
        </section>
      </>
    );
  }

  return (
    <div className={page.page}>
      <h1 className={page.title}>Post</h1>
      {content}
    </div>
  );
}
