import { useId, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar, Badge } from '@trestle/ui';
import {
  formatFullTime,
  formatRelativeTime,
  isLongPostText,
  linkifyPostHtml,
  sanitiseRichText,
  type PostLinkTargets,
} from '@trestle/core';
import {
  fileUrl,
  groupPath,
  postPath,
  profilePath,
  tagSearchPath,
  visitorTagSearchPath,
  withImageAlt,
} from './files';
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
  /**
   * Shown to a visitor: the author and the time lead to the public profile card and post page,
   * tags to the visitors' feed search.
   */
  visitor?: boolean;
  /** The whole text at once (the post's own page); elsewhere a long text folds. */
  full?: boolean;
  /** Votes in the post's poll; without it the poll is read-only. */
  onVote?: (choiceIndex: number) => Promise<void>;
}

/** Author, time, category, title, text, media, poll and the quoted post. */
const MEMBER_TARGETS: PostLinkTargets = { tag: tagSearchPath, mention: profilePath };
const VISITOR_TARGETS: PostLinkTargets = { tag: visitorTagSearchPath, mention: profilePath };

/** Follows a #tag or @mention link of the text inside the app, without reloading the page. */
function useTextLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const target = event.target as Element | null;
    const anchor = target?.closest?.('a[data-post-link]');
    const href = anchor?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
}

export function PostContent({
  post,
  nested = false,
  links: memberLinks = false,
  visitor = false,
  full = false,
  onVote,
}: PostContentProps) {
  const links = memberLinks || visitor;
  const name = authorName(post);
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const followTextLink = useTextLinks();
  const NameTag = nested ? 'p' : 'h2';
  // Defence in depth: the server sanitises on write, the client again before it renders HTML.
  const translation = usePostTranslation(post);
  const shownText = translation.html ?? post.text;
  const clean = post.locked ? '' : withImageAlt(sanitiseRichText(shownText));
  const html = clean ? linkifyPostHtml(clean, visitor ? VISITOR_TARGETS : MEMBER_TARGETS) : '';
  const blog = post.kind === 'blog' && Boolean(post.title);
  const folds = !full && !nested && isLongPostText(clean);
  const folded = folds && !expanded;
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
                {memberLinks ? (
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
        {post.premium ? (
          <Badge tone="accent" className={styles.category}>
            Premium
          </Badge>
        ) : null}
        <Badge className={styles.category}>{post.category}</Badge>
      </header>
      {blog ? (
        // A blog post: its title leads to the page where it is read in full.
        <h3 className={styles.title}>
          <Badge className={styles.blogBadge}>Blog</Badge>{' '}
          {links && !full ? (
            <Link className={styles.titleLink} to={postPath(post.id)}>
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </h3>
      ) : post.title ? (
        <p className={styles.title}>{post.title}</p>
      ) : null}
      {/* A blog's pictures lead (the first is its cover); other posts show them after the text. */}
      {blog && !post.locked ? <PostMedia items={post.media} /> : null}
      {post.locked ? (
        <div className={styles.locked} role="note" aria-label="Locked premium post">
          <p>This is a premium post for the author&apos;s subscribers.</p>
          {links ? (
            <Link className={styles.subscribe} to={`${profilePath(post.user.username)}#levels`}>
              Subscribe to {name} to read it
            </Link>
          ) : null}
        </div>
      ) : html ? (
        <>
          {/* Only tags and mentions are links the text makes itself; clicks on them stay in the app. */}
          <div
            id={textId}
            className={folded ? `${styles.text} ${styles.folded}` : styles.text}
            lang={translation.html ? undefined : (post.language ?? undefined)}
            onClick={followTextLink}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {folds ? (
            <button
              type="button"
              className={styles.translate}
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Show less' : 'Show more'}
            </button>
          ) : null}
        </>
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
      {post.locked || blog ? null : <PostMedia items={post.media} />}
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
          <PostContent post={post.repost} nested links={memberLinks} visitor={visitor} />
        </div>
      ) : null}
    </>
  );
}
