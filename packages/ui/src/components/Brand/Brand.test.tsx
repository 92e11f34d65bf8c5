import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Brand } from './Brand';

describe('Brand', () => {
  it('shows the wordmark with a decorative mark hidden from screen readers', () => {
    const { container } = render(<Brand />);
    expect(screen.getByText('Trestle').className).toBe('tr-brand tr-brand--md tr-brand--inherit');
    expect(container.querySelector('.tr-brand__logo')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes the small size and the primary tone for light frames', () => {
    render(<Brand size="sm" tone="primary" />);
    expect(screen.getByText('Trestle').className).toBe('tr-brand tr-brand--sm tr-brand--primary');
  });
});
