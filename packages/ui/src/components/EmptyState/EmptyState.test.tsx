import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders title, text and action', () => {
    render(
      <EmptyState
        title="No jobs yet"
        text="Post a job to find crews."
        action={<button type="button">Post a job</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No jobs yet' })).toBeTruthy();
    expect(screen.getByText('Post a job to find crews.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post a job' })).toBeTruthy();
  });

  it('leaves out text and action when not given, and uses the heading level', () => {
    const { container } = render(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeTruthy();
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('.tr-empty__action')).toBeNull();
  });
});
