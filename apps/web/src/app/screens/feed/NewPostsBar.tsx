import { newPostsLabel } from '@trestle/core';
import styles from './HomeFeed.module.css';

/** "3 new posts": shows the newest posts (page one again) and goes back to the top. */
export function NewPostsBar({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className={styles.liveRegion} aria-live="polite">
      {count > 0 ? (
        <button type="button" className={styles.newPosts} onClick={onShow}>
          <span aria-hidden="true">↑ </span>
          {newPostsLabel(count)}
        </button>
      ) : null}
    </div>
  );
}
