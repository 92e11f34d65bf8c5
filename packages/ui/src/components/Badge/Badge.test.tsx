import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../utils/formatCount';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the tone class (neutral by default)', () => {
    render(
      <>
        <Badge>Draft</Badge>
        <Badge tone="danger" title="Flagged by moderators">
          Flagged
        </Badge>
      </>,
    );
    expect(screen.getByText('Draft').className).toBe('tr-badge tr-badge--neutral');
    const flagged = screen.getByText('Flagged');
    expect(flagged.className).toBe('tr-badge tr-badge--danger');
    expect(flagged.getAttribute('title')).toBe('Flagged by moderators');
  });
});

describe('formatCount', () => {
  it('caps counts above the maximum', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12, 9)).toBe('9+');
  });
});
