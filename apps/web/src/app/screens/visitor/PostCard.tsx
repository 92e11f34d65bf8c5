import { Avatar, Badge } from '@trestle/ui';
import {
  formatCompactNumber,
  formatFullTime,
  formatRelativeTime,
  sanitiseRichText,
  stripTags,
} from '@trestle/core';
import type { components } from '@trestle/sdk';
import styles from './PostCard.module.css';

export type Post = components['schemas']['Post'];
type MediaItem = components['schemas']['MediaItem'];

/** The address of an uploaded file (GET /files/{filename}). */
export function fileUrl(name: string): string {
  return `/api/files/${encodeURIComponent(name)}`;
}

/**
 * Images in the text without a text alternative get an empty one (decorative), so screen readers
 * skip them instead of reading the file name. Runs on sanitised HTML, where every attribute is
 * quoted and escaped, so no `>` can hide inside one.
 */
export function withImageAlt(html: string): string {
  return html.replace(/<img\b(?![^>]*\salt=)/gi, '<img alt=""');
}

function count(value: number, one: string, many: string): string {
  return `${formatCompactNumber(value)} ${value === 1 ? one : many}`;
}

/** A repost with nothing of its own: no text, media or poll, only the post it passes on. */
export function isPureRepost(post: Post): boolean {
  return (
    post.repost !== null &&
    stripTags(post.text).trim() === '' &&
    post.media.length === 0 &&
    !post.poll &&
    !post.title
  );
}

function Media({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.media}>
      {items.map((item) => {
        const size = { width: item.width, height: item.height };
        if (item.type === 'image' || item.type === 'gif') {
          return (
            <img
              key={item.file}
              className={styles.mediaItem}
              src={fileUrl(item.file)}
              alt={item.alt ?? ''}
              loading="lazy"
              {...size}
            />
          );
        }
        if (item.type === 'video') {
          return (
            <video
              key={item.file}
              className={styles.mediaItem}
              src={fileUrl(item.file)}
              poster={item.thumbnail ? fileUrl(item.thumbnail) : undefined}
              controls
              preload="none"
              aria-label={item.alt || 'Video'}
              {...size}
            />
          );
        }
        return (
          <audio
            key={item.file}
            className={styles.audio}
            src={fileUrl(item.file)}
            controls
            preload="none"
            aria-label={item.alt || 'Audio'}
          />
        );
      })}
    </div>
  );
}

interface PostBodyProps {
  post: Post;
  /** A quoted post inside another: smaller, no counts, and its author is not a heading. */
  nested?: boolean;
}

function PostBody({ post, nested = false }: PostBodyProps) {
  const name = post.user.general.displayName || post.user.username;
  const NameTag = nested ? 'p' : 'h2';
  // Defence in depth: the server sanitises on write, the client again before it renders HTML.
  const html = post.locked ? '' : withImageAlt(sanitiseRichText(post.text));
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
          <NameTag className={styles.name}>{name}</NameTag>
          <span className={styles.meta}>
            <span className={styles.username}>@{post.user.username}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.createdAt} title={formatFullTime(post.createdAt)}>
              {formatRelativeTime(post.createdAt)}
            </time>
          </span>
        </div>
        <Badge className={styles.category}>{post.category}</Badge>
      </header>
      {post.title ? <p className={styles.title}>{post.title}</p> : null}
      {post.locked ? (
        <p className={styles.locked}>This is a premium post for the author&apos;s subscribers.</p>
      ) : html ? (
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      ) : null}
      {post.locked ? null : <Media items={post.media} />}
      {post.poll && !post.locked ? (
        <div className={styles.poll}>
          <p className={styles.pollTitle}>Poll{post.poll.closed ? ' (closed)' : ''}</p>
          <ul className={styles.pollChoices}>
            {post.poll.choices.map((choice, index) => (
              <li key={index}>{choice.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {post.repost && !nested ? (
        <div
          className={styles.quote}
          aria-label={`Quoted post by ${post.repost.user.general.displayName || post.repost.user.username}`}
          role="group"
        >
          <PostBody post={post.repost} nested />
        </div>
      ) : null}
    </>
  );
}

export interface PostCardProps {
  post: Post;
}

/** A read-only post of the visitor feed: author, time, category, text, media, quote, counts. */
export function PostCard({ post }: PostCardProps) {
  const pure = isPureRepost(post) && post.repost;
  const shown = pure ? post.repost! : post;
  const reposter = post.user.general.displayName || post.user.username;
  return (
    <article
      className={styles.card}
      aria-label={`Post by ${shown.user.general.displayName || shown.user.username}`}
      data-post-id={post.id}
    >
      {pure ? <p className={styles.reposted}>{reposter} reposted</p> : null}
      <PostBody post={shown} />
      <p className={styles.counts}>
        <span>{count(shown.likes_count, 'reaction', 'reactions')}</span>
        <span>{count(shown.replies_count, 'reply', 'replies')}</span>
        <span>{count(shown.repost_count, 'repost', 'reposts')}</span>
      </p>
    </article>
  );
}
