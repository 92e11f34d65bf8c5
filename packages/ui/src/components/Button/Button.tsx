import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** A native button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'tr-button',
        `tr-button--${variant}`,
        `tr-button--${size}`,
        fullWidth && 'tr-button--full',
        loading && 'tr-button--loading',
        className,
      )}
    >
      {loading ? <span className="tr-spinner tr-spinner--sm" aria-hidden="true" /> : null}
      <span className="tr-button__label">{children}</span>
    </button>
  );
}
