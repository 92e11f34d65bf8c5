import type { components } from '@trestle/sdk';
import styles from './LinkPreviewCard.module.css';

export type LinkPreview = components['schemas']['LinkPreview'];

export interface LinkPreviewCardProps {
  preview: LinkPreview;
  /** In the composer: removes the preview from the post being written. */
  onRemove?: () => void;
}

/** The host name a person recognises ('www.' left out). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * A link's preview: picture (served from our own files), site, title and description, opening
 * the page in a new tab without telling it where the reader came from.
 */
export function LinkPreviewCard({ preview, onRemove }: LinkPreviewCardProps) {
  const site = preview.siteName || hostOf(preview.url);
  const title = preview.title || preview.url;
  return (
    <div className={styles.card}>
      <a
        className={styles.link}
        href={preview.url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        referrerPolicy="no-referrer"
      >
        {preview.image ? (
          <img className={styles.image} src={preview.image} alt="" loading="lazy" />
        ) : null}
        <span className={styles.body}>
          <span className={styles.site}>{site}</span>
          <span className={styles.title}>{title}</span>
          {preview.description ? (
            <span className={styles.description}>{preview.description}</span>
          ) : null}
        </span>
      </a>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={`Remove the preview of ${site}`}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
