import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with a hidden "Loading…" label by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelector('.tr-visually-hidden')?.textContent).toBe('Loading…');
    expect(status.querySelector('.tr-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can show its label and fill a block', () => {
    render(<Spinner label="Loading jobs…" showLabel block size="lg" />);
    const status = screen.getByRole('status');
    expect(status.className).toContain('tr-loader--block');
    expect(status.querySelector('.tr-loader__label')?.textContent).toBe('Loading jobs…');
    expect(status.querySelector('.tr-spinner--lg')).not.toBeNull();
  });
});
