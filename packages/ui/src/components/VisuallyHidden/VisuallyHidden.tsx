import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from '../../utils/cx';

export type VisuallyHiddenProps<C extends ElementType = 'span'> = {
  /** 'span' by default; 'h2' for a heading only screen readers need, 'label', 'p'… */
  as?: C;
  className?: string;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className'>;

/** Text for screen readers only ("Unread: ", " (opens in a new tab)"), hidden on screen. */
export function VisuallyHidden<C extends ElementType = 'span'>({
  as,
  className,
  ...rest
}: VisuallyHiddenProps<C>) {
  const Component: ElementType = as ?? 'span';
  return <Component {...rest} className={cx('tr-visually-hidden', className)} />;
}
