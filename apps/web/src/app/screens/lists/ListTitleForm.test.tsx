import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTitleForm } from './ListTitleForm';

describe('ListTitleForm', () => {
  it('takes at most 100 characters, as core and the contract allow for a list title', () => {
    render(<ListTitleForm label="New list" action="Create" onSave={async () => {}} />);
    const field = screen.getByRole('textbox', { name: 'New list' }) as HTMLInputElement;
    expect(field.maxLength).toBe(100);
  });
});
