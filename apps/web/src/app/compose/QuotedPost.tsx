import { countOf, stripTags } from '@trestle/core';
import type { Post } from './composer-mode';
import styles from './Composer.module.css';

const EXCERPT_LENGTH = 280;

/** The quoted post, compact: who wrote it and the start of its text. */
export function QuotedPost({ post }: { post: Post }) {
  const name = post.user.general?.displayName || post.user.username;
  const text = stripTags(post.text);
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
  const files = post.media.length;
  return (
    <figure className={styles.quoted} aria-label={`Quoted post by ${name}`}>
      <figcaption className={styles.quotedAuthor}>
        {name} <span className={styles.muted}>@{post.user.username}</span>
      </figcaption>
      {excerpt ? <p className={styles.quotedText}>{excerpt}</p> : null}
      {files > 0 ? <p className={styles.muted}>{countOf(files, 'attached file')}</p> : null}
    </figure>
  );
}
