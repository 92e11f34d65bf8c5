import type { ReactNode } from 'react';

/** A modal: a titled dialog over the page. */
export interface Modal {
  id: string;
  title: string;
  content: ReactNode;
  /** Called when the modal closes (close button, Escape or `close()`). */
  onClose?: () => void;
  /**
   * Asked before the close button, Escape or `close()` closes the modal; false keeps it open
   * (e.g. the person chose to keep unsaved work). Not asked by `closeAll()` or a forced close.
   */
  canClose?: () => boolean;
}

export interface ModalStore {
  /** Open modals, last on top. */
  getModals(): readonly Modal[];
  open(modal: Omit<Modal, 'id'> & { id?: string }): string;
  close(id?: string, options?: { force?: boolean }): void;
  closeAll(): void;
  subscribe(listener: () => void): () => void;
}

export function createModalStore(): ModalStore {
  let modals: readonly Modal[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const update = (next: readonly Modal[]) => {
    modals = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getModals: () => modals,
    open(modal) {
      const id = modal.id ?? `modal-${++counter}`;
      update([...modals.filter((m) => m.id !== id), { ...modal, id }]);
      return id;
    },
    close(id, options) {
      const target = id ? modals.find((m) => m.id === id) : modals[modals.length - 1];
      if (!target) return;
      if (!options?.force && target.canClose && !target.canClose()) return;
      update(modals.filter((m) => m !== target));
      target.onClose?.();
    },
    closeAll() {
      const closing = modals;
      update([]);
      closing.forEach((modal) => modal.onClose?.());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
