import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** Usually a Button or a link. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** "compact" for a sidebar slot: less padding, smaller text. */
  size?: 'default' | 'compact';
  className?: string;
}

/** Shown when a list or feed has nothing to show. */
export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
  size = 'default',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('tr-empty', size === 'compact' && 'tr-empty--compact', className)}>
      <Heading className="tr-empty__title">{title}</Heading>
      {text ? <p className="tr-empty__text">{text}</p> : null}
      {action ? <div className="tr-empty__action">{action}</div> : null}
    </div>
  );
}
