import { Button } from '@trestle/ui';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  /** A heading (h2) over the text, where the box stands for a whole list. */
  title?: string;
  text: string;
  onRetry: () => void;
}

/** A load that failed, in a red box with Retry: the post lists, the visitor feed, a post. */
export function LoadError({ title, text, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.alert} role="alert">
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <p className={styles.text}>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
