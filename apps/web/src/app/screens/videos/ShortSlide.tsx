import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { sanitiseRichText } from '@trestle/core';
import { Avatar } from '@trestle/ui';
import { fileUrl, postPath, profilePath, withImageAlt } from '../../posts/files';
import { PostVideo, ProcessingMedia } from '../../posts/PostMedia';
import { authorName } from '../../posts/PostContent';
import { ReactionPicker, ReactionSummary } from '../../posts/Reactions';
import type { Post } from '../../posts/types';
import { usePostActions } from '../../posts/use-post-actions';
import styles from './Shorts.module.css';

export interface ShortSlideProps {
  post: Post;
  index: number;
  active: boolean;
  playing: boolean;
  preload: 'auto' | 'metadata' | 'none';
  muted: boolean;
  onToggleMute: () => void;
  onTogglePause: () => void;
  onChange: (post: Post) => void;
  onRemove: (postId: string) => void;
}

/** One short, filling the player: its video, and over it the author, the text and reactions. */
export function ShortSlide({
  post,
  index,
  active,
  playing,
  preload,
  muted,
  onToggleMute,
  onTogglePause,
  onChange,
  onRemove,
}: ShortSlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const actions = usePostActions(post, onChange, () => onRemove(post.id));
  const item = post.media.find((media) => media.type === 'video');

  // React does not keep the `muted` property in step after the first render; set it here, and
  // before play(), since browsers let only a muted video start by itself.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
    if (playing) {
      element.play().catch(() => undefined);
    } else if (!element.paused) {
      element.pause();
    }
  }, [playing, muted]);

  const name = authorName(post);
  // Defence in depth, as PostContent: the server sanitises on write, the client before render.
  const html = post.locked ? '' : withImageAlt(sanitiseRichText(post.text));
  return (
    <article
      className={styles.slide}
      aria-label={`Short by ${name}`}
      data-short-index={index}
      data-active={active}
      data-post-id={post.id}
    >
      {item?.processing ? (
        <ProcessingMedia item={item} />
      ) : item ? (
        <PostVideo
          ref={video}
          item={item}
          className={styles.video}
          controls={false}
          preload={preload}
          muted={muted}
          loop
          playsInline
          onClick={onTogglePause}
        />
      ) : null}
      <div className={styles.controls}>
        {active && item && !item.processing ? (
          <>
            <button type="button" className={styles.control} onClick={onToggleMute}>
              {muted ? 'Unmute' : 'Mute'}
            </button>
            <button type="button" className={styles.control} onClick={onTogglePause}>
              {playing ? 'Pause' : 'Play'}
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.info}>
        <p className={styles.author}>
          <Avatar
            name={name}
            src={post.user.general.avatar ? fileUrl(post.user.general.avatar) : null}
            alt=""
            size="sm"
          />
          <Link className={styles.authorLink} to={profilePath(post.user.username)}>
            {name}
          </Link>
        </p>
        {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
        <div className={styles.actions}>
          <ReactionPicker
            post={post}
            busy={actions.busy.has('react')}
            onReact={(type) => void actions.react(type)}
          />
          <ReactionSummary post={post} />
          <Link className={styles.postLink} to={postPath(post.id)}>
            Replies ({post.replies_count})
          </Link>
        </div>
      </div>
    </article>
  );
}
