import { TOAST_DURATION_MS, TOAST_POSITION } from '@trestle/core';
import type { MouseEvent } from 'react';
import { Toaster, toast } from 'sonner';
import './ToastHost.css';

export { toast };

/**
 * The product's toast settings live in @trestle/core (the spec has two readings: bottom-center
 * with 3.5 s, bottom-right with 5 s; Trestle uses bottom-center with 5 s).
 */
export { TOAST_DURATION_MS, TOAST_POSITION };

/** Closes the toast that was clicked (sonner itself only closes on swipe or its close button). */
function closeClickedToast(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  // Buttons and links inside a toast (action, cancel, close) do their own thing.
  if (target.closest('button, a')) return;
  const item = target.closest<HTMLElement>('[data-sonner-toast]');
  if (!item || item.dataset.dismissible === 'false') return;
  item.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

/**
 * Renders the toast region once, near the root of the app. Show toasts with `toast('…')`,
 * `toast.success('…')`, `toast.error('…')`.
 *
 * Toasts sit at the bottom centre, close by themselves after 5 s, close on click (or with their ×
 * button, which also serves keyboard users), can be swiped away and show no progress bar. Sonner
 * pauses the timer while the pointer is over the toasts and while the page is hidden (another tab
 * or a minimised window).
 */
export function ToastHost() {
  return (
    // The click handler is a pointer shortcut; the close button is the keyboard path.
    <div className="tr-toast-host" onClick={closeClickedToast}>
      <Toaster
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        theme="light"
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
      />
    </div>
  );
}
