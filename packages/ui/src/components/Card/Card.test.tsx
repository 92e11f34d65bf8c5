import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders a div with medium padding by default', () => {
    render(<Card data-testid="card">Content</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.className).toBe('tr-card tr-card--pad-md');
    expect(card.textContent).toBe('Content');
  });

  it('renders as an article with the given padding and extra class', () => {
    render(
      <Card as="article" padding="none" className="post" aria-label="Post by Sam">
        Hello
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Post by Sam' });
    expect(card.className).toBe('tr-card tr-card--pad-none post');
  });
});
