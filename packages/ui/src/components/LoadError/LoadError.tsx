import { Button } from '../Button/Button';
import './LoadError.css';

export interface LoadErrorProps {
  /** A heading (h2) over the text, where the box stands for a whole list. */
  title?: string | undefined;
  text: string;
  onRetry: () => void;
}

/**
 * A load that failed, in a red box with Retry (the error state beside EmptyState and a block
 * Spinner): the post lists, the visitor feed, a post.
 */
export function LoadError({ title, text, onRetry }: LoadErrorProps) {
  return (
    <div className="tr-load-error" role="alert">
      {title ? <h2 className="tr-load-error__title">{title}</h2> : null}
      <p className="tr-load-error__text">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
