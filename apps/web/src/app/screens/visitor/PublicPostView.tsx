import { Link, useParams } from 'react-router';
import { Spinner } from '@trestle/ui';
import { signInPathFor } from '../../paths';
import { postPath } from '../../posts/files';
import type { Post } from '../../posts/types';
import { useApiQuery } from '../../shared/api-query';
import { PublicHeader } from '../../shared/PublicHeader';
import { queryKeys } from '../../shared/query-keys';
import frame from '../../shared/PublicFrame.module.css';
import { usePageTitle } from '../../use-page-title';
import { PostUnavailable } from '../post/PostUnavailable';
import { PostCard } from './PostCard';
import page from '../Page.module.css';
import styles from './VisitorFeed.module.css';

/**
 * A shared post opened by a visitor (getPublicPost): read-only, with the ways in. Signing in
 * comes back to the full view of the same post.
 */
export default function PublicPostView() {
  usePageTitle('Post');
  const { postId = '' } = useParams();
  const answer = useApiQuery(queryKeys.publicPost(postId), (api) =>
    api.GET('/post/{id}', { params: { path: { id: postId } } }),
  );
  // Any failure is shown as the unavailable post (the client has toasted what went wrong).
  const post: Post | 'missing' | null = answer.isSuccess
    ? answer.data
    : answer.isError
      ? 'missing'
      : null;

  return (
    <div className={frame.layout}>
      <PublicHeader signInTo={signInPathFor(postPath(postId))} />
      <main id="main-content" className={styles.main}>
        <h1 className={page.title}>Post</h1>
        {post === null ? (
          <Spinner block size="lg" showLabel label="Loading the post…" />
        ) : post === 'missing' ? (
          <PostUnavailable />
        ) : (
          <>
            <PostCard post={post} full />
            <p className={styles.pitch}>
              <Link to={signInPathFor(postPath(postId))}>Sign in to reply</Link>, react and see the
              conversation.
            </p>
          </>
        )}
      </main>
    </div>
  );
}
