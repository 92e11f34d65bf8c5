import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PostMenu } from './PostMenu';

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <PostMenu
        label="More actions"
        items={[
          { label: 'Edit', onSelect },
          { label: 'Delete', onSelect: vi.fn(), danger: true },
        ]}
      />
      <p>Somewhere else</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'More actions' }), onSelect };
}

describe('the post menu', () => {
  it('opens on the first item and runs the chosen one, focus going back to its button', () => {
    const { button, onSelect } = renderMenu();
    fireEvent.click(button);
    expect(document.activeElement?.textContent).toBe('Edit');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape, focus going back to its button', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside it, not on one inside', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Somewhere else'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
