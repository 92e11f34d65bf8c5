import type { CSSProperties } from 'react';
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

/** A post's images, videos and audio. */
export function PostMedia({ items }: { items: readonly MediaItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.media}>
      {items.map((item) => {
        const size = reservedSize(item);
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
        if (item.type === 'video') {
          return (
            <video
              key={item.file}
              className={styles.item}
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
