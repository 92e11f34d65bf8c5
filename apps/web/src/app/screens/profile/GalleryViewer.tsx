import { useState } from 'react';
import { isGalleryVideo } from '@trestle/core';
import { fileUrl } from '../../posts/files';
import type { ProfileItem } from './types';
import styles from './Profile.module.css';

/** One gallery entry at full size (as large as the dialog allows), with Previous and Next. */
export function GalleryViewer({ items, start }: { items: ProfileItem['gallery']; start: number }) {
  const [index, setIndex] = useState(start);
  const item = items[index];
  if (!item) return null;
  const count = items.length;
  const url = fileUrl(item.file);
  const move = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <figure className={styles.viewer}>
      {isGalleryVideo(item.file) ? (
        <video
          src={url}
          controls
          className={styles.viewerMedia}
          aria-label={item.caption || 'Video'}
        />
      ) : (
        <img src={url} alt={item.caption ?? ''} className={styles.viewerMedia} />
      )}
      <figcaption className={styles.viewerCaption}>
        <span>{item.caption}</span>
        <span className={styles.muted} aria-live="polite">
          {index + 1} of {count}
        </span>
      </figcaption>
      <div className={styles.viewerButtons}>
        {count > 1 ? (
          <>
            <button type="button" className={styles.linkButton} onClick={() => move(-1)}>
              Previous
            </button>
            <button type="button" className={styles.linkButton} onClick={() => move(1)}>
              Next
            </button>
          </>
        ) : null}
        <a href={url} target="_blank" rel="noopener" className={styles.textLink}>
          Open the original
        </a>
      </div>
    </figure>
  );
}
