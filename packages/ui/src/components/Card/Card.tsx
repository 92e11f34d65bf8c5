import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; use `article` for posts/listings, `section` for titled groups. */
  as?: 'div' | 'article' | 'section';
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** A white surface with a border and soft shadow. */
export function Card({ as: Element = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Element className={cx('tr-card', `tr-card--pad-${padding}`, className)} {...rest} />;
}
