import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Modal, ModalStore } from '../modal-store';
import styles from './ModalHost.module.css';

/** Where modals render: outside the main column, the top one as a native modal dialog. */
export function ModalHost({ store }: { store: ModalStore }) {
  const modals = useSyncExternalStore(store.subscribe, store.getModals, store.getModals);
  const top = modals[modals.length - 1];
  return (
    <div className={styles.host} data-modal-host="">
      {top ? <ModalDialog key={top.id} modal={top} onClose={() => store.close(top.id)} /> : null}
    </div>
  );
}

function ModalDialog({ modal, onClose }: { modal: Modal; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${modal.id}-title`;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Escape asks to close (the modal may ask first) even where the browser sends no cancel
      // event; an Escape something inside already handled (a list, a question) stays there.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {modal.title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <div className={styles.body}>{modal.content}</div>
    </dialog>
  );
}
