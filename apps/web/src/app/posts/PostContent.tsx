import { Link } from 'react-router';
import { Avatar, Badge } from '@trestle/ui';
import { formatFullTime, formatRelativeTime, sanitiseRichText } from '@trestle/core';
import { fileUrl, groupPath, postPath, profilePath, withImageAlt } from './files';
import { PostMedia } from './PostMedia';
import { LinkPreviewCard } from './LinkPreviewCard';
import { PostPoll } from './PostPoll';
import { usePostTranslation } from './use-translation';
import type { Post } from './types';
import styles from './PostContent.module.css';

export function authorName(post: Post): string {
  return post.user.general.displayName || post.user.username;
}

export interface PostContentProps {
  post: Post;
  /** A quoted post inside another: smaller, and its author is not a heading. */
  nested?: boolean;
  /** Links to the author's profile and to the full post (signed-in screens). */
  links?: boolean;
  /** Votes in the post's poll; without it the poll is read-only. */
  onVote?: (choiceIndex: number) => Promise<void>;
}

/** Author, time, category, title, text, media, poll and the quoted post. */
export function PostContent({ post, nested = false, links = false, onVote }: PostContentProps) {
  const name = authorName(post);
  const NameTag = nested ? 'p' : 'h2';
  // Defence in depth: the server sanitises on write, the client again before it renders HTML.
  const translation = usePostTranslation(post);
  const shownText = translation.html ?? post.text;
  const html = post.locked ? '' : withImageAlt(sanitiseRichText(shownText));
  const time = (
    <time dateTime={post.createdAt} title={formatFullTime(post.createdAt)}>
      {formatRelativeTime(post.createdAt)}
    </time>
  );
  return (
    <>
      <header className={styles.header}>
        <Avatar
          name={name}
          src={post.user.general.avatar ? fileUrl(post.user.general.avatar) : null}
          alt=""
          size={nested ? 'xs' : 'sm'}
        />
        <div className={styles.byline}>
          <NameTag className={styles.name}>
            {links ? (
              <Link className={styles.nameLink} to={profilePath(post.user.username)}>
                {name}
              </Link>
            ) : (
              name
            )}
          </NameTag>
          <span className={styles.meta}>
            <span className={styles.username}>@{post.user.username}</span>
            <span aria-hidden="true"> · </span>
            {links ? (
              <Link className={styles.timeLink} to={postPath(post.id)}>
                {time}
              </Link>
            ) : (
              time
            )}
            {post.group ? (
              <span className={styles.group}>
                <span aria-hidden="true"> · </span>
                in{' '}
                {links ? (
                  <Link className={styles.groupLink} to={groupPath(post.group.id)}>
                    {post.group.title}
                  </Link>
                ) : (
                  post.group.title
                )}
              </span>
            ) : null}
            {post.editedAt ? (
              <span className={styles.edited} title={formatFullTime(post.editedAt)}>
                {' '}
                · edited
              </span>
            ) : null}
          </span>
        </div>
        <Badge className={styles.category}>{post.category}</Badge>
      </header>
      {post.title ? <p className={styles.title}>{post.title}</p> : null}
      {post.locked ? (
        <p className={styles.locked}>This is a premium post for the author&apos;s subscribers.</p>
      ) : html ? (
        <div
          className={styles.text}
          lang={translation.html ? undefined : (post.language ?? undefined)}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
      {translation.offered ? (
        <button
          type="button"
          className={styles.translate}
          onClick={() =>
            void (translation.html ? translation.showOriginal() : translation.translate())
          }
          disabled={translation.loading}
          aria-busy={translation.loading}
        >
          {translation.loading ? 'Translating…' : translation.html ? 'Show original' : 'Translate'}
        </button>
      ) : null}
      {post.locked ? null : <PostMedia items={post.media} />}
      {post.link && !post.locked ? <LinkPreviewCard preview={post.link} /> : null}
      {post.poll && !post.locked ? (
        <PostPoll
          poll={post.poll}
          result={post.poll_result}
          authorId={post.user.id}
          onVote={onVote}
        />
      ) : null}
      {post.repost && !nested ? (
        <div
          className={styles.quote}
          aria-label={`Quoted post by ${authorName(post.repost)}`}
          role="group"
        >
          <PostContent post={post.repost} nested links={links} />
        </div>
      ) : null}
    </>
  );
}
