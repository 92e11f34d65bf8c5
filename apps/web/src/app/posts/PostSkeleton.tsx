import styles from './PostList.module.css';

/** Grey shapes of three posts while the first page loads; one status for screen readers. */
export function PostSkeletons() {
  return (
    <div className={styles.skeletons} role="status" aria-label="Loading posts…">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton} aria-hidden="true">
          <div className={styles.skeletonHead}>
            <span className={styles.skeletonAvatar} />
            <span className={styles.skeletonLine} style={{ width: '40%' }} />
          </div>
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} style={{ width: '75%' }} />
        </div>
      ))}
    </div>
  );
}
