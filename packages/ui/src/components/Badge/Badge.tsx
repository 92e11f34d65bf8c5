import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import './Badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'info' | 'success' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour role. `accent` (safety orange) is for counts that need attention. */
  tone?: BadgeTone;
}

/** A small pill for counts and short statuses ("3", "New", "Pending"). */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx('tr-badge', `tr-badge--${tone}`, className)} {...rest} />;
}
