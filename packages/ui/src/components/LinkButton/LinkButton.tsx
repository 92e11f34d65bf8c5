import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import './LinkButton.css';

export type LinkButtonProps = ComponentPropsWithRef<'button'>;

/**
 * A button in the look of a link, for small actions inside a line of text or a list row
 * ("Remove", "Retry", "Cancel"). `type` defaults to "button" so it never submits a form.
 */
export function LinkButton({ type = 'button', className, ...rest }: LinkButtonProps) {
  return <button {...rest} type={type} className={cx('tr-link-button', className)} />;
}
