import { cx } from '../../utils/cx';
import './Spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers (role="status"); shown as text when `showLabel`. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  /** Centre the spinner in a padded block: the full loader for a first page load. */
  block?: boolean;
  className?: string;
}

/** A loading indicator with an accessible label. */
export function Spinner({
  label = 'Loading…',
  size = 'md',
  showLabel = false,
  block = false,
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={cx('tr-loader', block && 'tr-loader--block', className)}>
      <span className={cx('tr-spinner', `tr-spinner--${size}`)} aria-hidden="true" />
      <span className={showLabel ? 'tr-loader__label' : 'tr-visually-hidden'}>{label}</span>
    </span>
  );
}
