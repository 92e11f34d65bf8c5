import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss, type DismissReason } from './useDismiss';

/** A button and its popup, closed by the hook; `reasons` records why it closed. */
function Popup({ reasons }: { reasons: DismissReason[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss({
    open,
    onDismiss: (reason) => {
      reasons.push(reason);
      setOpen(false);
    },
    inside: [button, panel],
    returnFocus: button,
  });
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Open
      </button>
      <div ref={panel} hidden={!open}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Open' });

describe('useDismiss', () => {
  it('closes on Escape and puts focus back on the button that opened it', () => {
    const reasons: DismissReason[] = [];
    render(<Popup reasons={reasons} />);
    fireEvent.click(opener());
    const inside = screen.getByRole('button', { name: 'Inside' });
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener());
    expect(reasons).toEqual(['escape']);
  });

  it('closes on a press outside, leaving focus alone, and not on a press inside', () => {
    const reasons: DismissReason[] = [];
    render(<Popup reasons={reasons} />);
    fireEvent.click(opener());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.pointerDown(opener());
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.pointerDown(elsewhere);
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(elsewhere);
    expect(reasons).toEqual(['outside']);
  });

  it('listens only while open, and leaves an Escape already handled alone', () => {
    const reasons: DismissReason[] = [];
    const add = vi.spyOn(document, 'addEventListener');
    render(<Popup reasons={reasons} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(reasons).toEqual([]);
    expect(add.mock.calls.some(([type]) => type === 'pointerdown')).toBe(false);

    fireEvent.click(opener());
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(reasons).toEqual([]);
  });
});
