import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether the question is showing. */
  open: boolean;
  /** The question, as the dialog's name ("Discard your post?"). */
  title: string;
  /** What happens, in a sentence; read with the title. */
  children?: ReactNode;
  /** The button that goes ahead ("Discard"). */
  confirmLabel: string;
  /** The button that keeps things as they are ("Keep writing"); Escape does the same. */
  cancelLabel?: string;
  /** 'danger' for destructive answers (the default), 'primary' otherwise. */
  tone?: Extract<ButtonVariant, 'danger' | 'primary'>;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The app's own question before something is lost or undone, instead of the browser's confirm():
 * a modal alert dialog over everything else (also over another dialog), focus on the safe answer,
 * Escape answering "cancel" and stopping there (the dialog below stays open).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className="tr-confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Escape answers this question only: the dialog under it must not close too.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="tr-confirm-dialog__title">
            {title}
          </h2>
          {children ? (
            <div id={textId} className="tr-confirm-dialog__text">
              {children}
            </div>
          ) : null}
          <div className="tr-confirm-dialog__actions">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
