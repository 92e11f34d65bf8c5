import { VIDEO_MESSAGES } from '@trestle/core';
import {
  forwardRef,
  useEffect,
  useState,
  type CSSProperties,
  type VideoHTMLAttributes,
} from 'react';
import { useServices } from '../services-context';
import { fileUrl } from './files';
import type { MediaItem } from './types';
import styles from './PostMedia.module.css';

/** Width and height before the file loads, so nothing below jumps when it arrives. */
function reservedSize(item: MediaItem): { width?: number; height?: number; style?: CSSProperties } {
  if (!item.width || !item.height) return {};
  return {
    width: item.width,
    height: item.height,
    style: { aspectRatio: `${item.width} / ${item.height}` },
  };
}

/**
 * A video or sound file still being processed: "Processing…" in the space it will take, with the
 * percentage its owner's realtime events report. When it is ready (or failed) the card reads the
 * post again (use-processed-media.ts), so it plays (or is gone).
 */
export function ProcessingMedia({ item }: { item: MediaItem }) {
  const { realtime } = useServices();
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(
    () =>
      realtime.on('media:progress', (event) => {
        if (event.file === item.file) setPercent(event.percent);
      }),
    [realtime, item.file],
  );
  const size = reservedSize(item);
  // The box the video will take (its width, at most the column's), so nothing jumps when it plays.
  const style: CSSProperties | undefined = size.width
    ? { ...size.style, width: size.width }
    : size.style;
  return (
    <div
      className={`${styles.item} ${styles.processing} ${styles.video}`}
      role="status"
      data-testid="media-processing"
      style={style}
    >
      {VIDEO_MESSAGES.processing}
      {percent !== null ? ` ${percent}%` : ''}
    </div>
  );
}

export interface PostVideoProps extends Omit<
  VideoHTMLAttributes<HTMLVideoElement>,
  'src' | 'poster' | 'width' | 'height'
> {
  item: MediaItem;
}

/**
 * One processed video of a post: its poster, its size reserved, loaded only when asked (a post
 * list plays on a press; the shorts player passes autoplay, muted, loop and its own preload).
 */
export const PostVideo = forwardRef<HTMLVideoElement, PostVideoProps>(function PostVideo(
  { item, className, controls = true, preload = 'none', style, ...video },
  ref,
) {
  const size = reservedSize(item);
  return (
    <video
      ref={ref}
      className={className ?? `${styles.item} ${styles.video}`}
      src={fileUrl(item.file)}
      poster={item.thumbnail ? fileUrl(item.thumbnail) : undefined}
      controls={controls}
      // Plays in the page on phones, not only in the full-screen player.
      playsInline
      preload={preload}
      aria-label={item.alt || 'Video'}
      width={size.width}
      height={size.height}
      style={{ ...size.style, ...style }}
      {...video}
    />
  );
});

/** A post's images, videos and audio. */
export function PostMedia({ items }: { items: readonly MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.media}>
      {items.map((item) => {
        const size = reservedSize(item);
        if (item.processing) return <ProcessingMedia key={item.file} item={item} />;
        if (item.type === 'image' || item.type === 'gif') {
          return (
            <img
              key={item.file}
              className={styles.item}
              src={fileUrl(item.file)}
              alt={item.alt ?? ''}
              loading="lazy"
              {...size}
            />
          );
        }
        if (item.type === 'video') return <PostVideo key={item.file} item={item} />;
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
