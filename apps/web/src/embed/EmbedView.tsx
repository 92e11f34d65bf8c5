import { Brand, VisuallyHidden } from '@trestle/ui';
import styles from './EmbedView.module.css';

export interface EmbedViewProps {
  /** The embedded post's id, from /embed/:id. */
  id: string;
}

/**
 * The frameless view other websites put in an iframe. Loading the post needs the embed call,
 * which is not built yet, so the view says so instead of showing a made-up post.
 */
export default function EmbedView({ id }: EmbedViewProps) {
  return (
    <main className={styles.embed} aria-labelledby="embed-title">
      <article className={styles.card} data-post-id={id}>
        <header className={styles.header}>
          <Brand size="sm" tone="primary" />
        </header>
        <h1 id="embed-title" className={styles.title}>
          Embedded post
        </h1>
        <p className={styles.text} role="status">
          Embedded posts are not available yet. This post will show here once they are.
        </p>
        <p className={styles.meta}>
          Post <code className={styles.id}>{id}</code>
        </p>
        <a className={styles.link} href="/" target="_blank" rel="noopener">
          Open Trestle<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </article>
    </main>
  );
}
