import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with the safe answer focused; Escape cancels without reaching the page below', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const below = vi.fn();
    document.addEventListener('keydown', below);
    render(
      <ConfirmDialog
        open
        title="Discard your post?"
        confirmLabel="Discard"
        cancelLabel="Keep writing"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        It has not been posted.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your post?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep writing' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', below);
  });

  it('shows nothing while closed', () => {
    render(
      <ConfirmDialog
        open={false}
        title="Q"
        confirmLabel="Yes"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });
});
