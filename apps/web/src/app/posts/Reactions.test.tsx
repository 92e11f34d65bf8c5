import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost } from './post-fixture';
import { ReactionPicker } from './Reactions';

function renderPicker() {
  render(
    <>
      <ReactionPicker post={makePost(1)} busy={false} onReact={vi.fn()} />
      <p>Somewhere else</p>
    </>,
  );
  return screen.getByRole('button', { name: /^React/ });
}

describe('the reaction picker', () => {
  it('closes on Escape wherever the focus is, focus going back to its button', () => {
    const button = renderPicker();
    fireEvent.click(button);
    expect(screen.getByRole('group', { name: 'Reactions' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside it', () => {
    const button = renderPicker();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Somewhere else'));
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
  });
});
