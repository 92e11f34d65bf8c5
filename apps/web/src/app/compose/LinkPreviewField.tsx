import { Spinner } from '@trestle/ui';
import { LinkPreviewCard } from '../posts/LinkPreviewCard';
import type { LinkPreviewField as Field } from './use-link-preview';
import styles from './Composer.module.css';

/** Under the text: the preview of its first address, while it loads, or why there is none. */
export function LinkPreviewField({ field }: { field: Field }) {
  switch (field.status) {
    case 'loading':
      return <Spinner size="sm" label="Loading a preview of the link…" showLabel />;
    case 'loaded':
      return field.preview ? (
        <LinkPreviewCard preview={field.preview} onRemove={field.remove} />
      ) : null;
    case 'failed':
      return (
        <p className={styles.muted} role="status">
          No preview for this link; it stays in the text.
        </p>
      );
    default:
      return null;
  }
}
