import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { unwrap, TrestleError } from '@trestle/sdk';
import { Button, LoadError, Spinner } from '@trestle/ui';
import { openComposer } from '../../compose/open-composer';
import { HistoryDialog } from '../../posts/HistoryDialog';
import { PostCard } from '../../posts/PostCard';
import type { Post } from '../../posts/types';
import { useServices } from '../../services-context';
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

/** The full post view (spec section 2): the thread above, the post, its replies and history. */
export default function PostView() {
  usePageTitle('Post');
  const { postId = '' } = useParams();
  const services = useServices();
  const { api } = services.client;
  const [attempt, setAttempt] = useState(0);
  // What was loaded, and for which post and attempt: anything else is still loading.
  const key = `${postId}#${attempt}`;
  const [result, setResult] = useState<{ key: string; loaded: Loaded }>({
    key: '',
    loaded: { state: 'loading' },
  });
  const loaded: Loaded = result.key === key ? result.loaded : { state: 'loading' };
  const setLoaded = useCallback(
    (next: Loaded | ((current: Loaded) => Loaded)) =>
      setResult((current) => ({
        key,
        loaded:
          typeof next === 'function'
            ? next(current.key === key ? current.loaded : { state: 'loading' })
            : next,
      })),
    [key],
  );
  const replies = useReplyTree();
  const { load: loadReplies } = replies;

  useEffect(() => {
    let active = true;
    (async () => {
      let post: Post;
      try {
        post = await unwrap(api.GET('/user/post/{id}', { params: { path: { id: postId } } }));
      } catch (error) {
        const missing =
          error instanceof TrestleError && (error.status === 404 || error.status === 400);
        if (active) setLoaded({ state: missing ? 'missing' : 'failed' });
        return;
      }
      let ancestors: Post[] = [];
      if (post.reply) {
        try {
          const thread = await unwrap(
            api.GET('/user/post/{postId}/tree', { params: { path: { postId } } }),
          );
          ancestors = thread.ancestors;
        } catch {
          // The post still shows without the conversation above it.
        }
      }
      if (!active) return;
      setLoaded({ state: 'ready', post, ancestors });
      void loadReplies(post.id, true);
      // Counted once per person and day by the server; a failure changes nothing here.
      void api.POST('/user/post/{id}/impression', {
        params: { path: { id: post.id } },
        body: { type: 'full_view' },
      });
    })();
    return () => {
      active = false;
    };
  }, [api, postId, setLoaded, loadReplies]);

  const setPost = useCallback(
    (post: Post) =>
      setLoaded((current) => (current.state === 'ready' ? { ...current, post } : current)),
    [setLoaded],
  );
  const setAncestor = useCallback(
    (post: Post) =>
      setLoaded((current) =>
        current.state === 'ready'
          ? { ...current, ancestors: current.ancestors.map((a) => (a.id === post.id ? post : a)) }
          : current,
      ),
    [setLoaded],
  );
  const removeAncestor = useCallback(
    (id: string) =>
      setLoaded((current) =>
        current.state === 'ready'
          ? { ...current, ancestors: current.ancestors.filter((a) => a.id !== id) }
          : current,
      ),
    [setLoaded],
  );

  let content;
  if (loaded.state === 'loading') {
    content = <Spinner block size="lg" showLabel label="Loading the post…" />;
  } else if (loaded.state === 'missing' || loaded.state === 'deleted') {
    content = <PostUnavailable deleted={loaded.state === 'deleted'} />;
  } else if (loaded.state === 'failed') {
    content = (
      <LoadError text="The post could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
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
            hideReplyContext={ancestors.length > 0}
            onChange={setPost}
            onRemove={() => setLoaded({ state: 'deleted' })}
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
