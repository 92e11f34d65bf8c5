import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it.each([
    ['Maria Kowalski', 'MK'],
    ['Ana María López', 'AL'],
    ['  cher  ', 'C'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    render(<Avatar name="Maria Kowalski" src="/a.png" />);
    const img = screen.getByRole('img', { name: 'Maria Kowalski' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/a.png');
  });

  it('uses a given alt text', () => {
    render(<Avatar name="Maria Kowalski" alt="Maria on site" src="/a.png" />);
    expect(screen.getByRole('img', { name: 'Maria on site' }).tagName).toBe('IMG');
  });

  it('shows initials when there is no image', () => {
    render(<Avatar name="Northbridge Concrete" />);
    const avatar = screen.getByRole('img', { name: 'Northbridge Concrete' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('NC');
  });

  it('falls back to initials when the image fails, and retries a new src', () => {
    const { rerender } = render(<Avatar name="Sam Lee" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Sam Lee' }));
    const fallback = screen.getByRole('img', { name: 'Sam Lee' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('SL');

    rerender(<Avatar name="Sam Lee" src="/new.png" />);
    expect(screen.getByRole('img', { name: 'Sam Lee' }).getAttribute('src')).toBe('/new.png');
  });

  it('is hidden from assistive technology when alt is empty', () => {
    const { container } = render(<Avatar name="Sam Lee" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('applies the size class', () => {
    render(<Avatar name="Sam Lee" size="xl" />);
    expect(screen.getByRole('img', { name: 'Sam Lee' }).className).toContain('tr-avatar--xl');
  });
});
