import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from '../../utils/cx';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import '../Button/Button.css';

export type ButtonLinkProps<C extends ElementType = 'a'> = {
  /** The element or component to render: 'a' by default, the router's Link, or a 'label'. */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className'>;

/**
 * A link (or a file input's label) that looks like a Button: "New project", "Open website".
 * Navigation stays a link for assistive technology; only the look is the button's.
 */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      {...rest}
      className={cx('tr-button', `tr-button--${variant}`, `tr-button--${size}`, className)}
    />
  );
}
