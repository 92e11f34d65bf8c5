import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

function describedByText(input: HTMLElement): string[] {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('labels the input', () => {
    render(<TextField label="Company name" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the hint with aria-describedby', () => {
    render(<TextField label="Email" type="email" hint="Used to sign in." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(describedByText(input)).toEqual(['Used to sign in.']);
  });

  it('with an error sets aria-invalid and describes the input by hint and error', () => {
    render(<TextField label="Email" hint="Used to sign in." error="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByText(input)).toEqual(['Used to sign in.', 'Enter a valid email.']);
  });

  it('keeps an aria-describedby passed by the caller', () => {
    render(
      <>
        <p id="extra">Shown on your profile.</p>
        <TextField label="Headline" aria-describedby="extra" error="Too long." />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Headline' });
    expect(describedByText(input)).toEqual(['Shown on your profile.', 'Too long.']);
  });

  it('marks required fields visually and for assistive technology', () => {
    const { container } = render(<TextField label="Company name" required />);
    // The star is decorative: the accessible name stays "Company name", `required` is announced.
    const input = screen.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    const marker = container.querySelector('.tr-field__required')!;
    expect(marker.textContent).toBe(' *');
    expect(marker.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders password fields', () => {
    const { container } = render(<TextField label="Password" type="password" />);
    const input = container.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Password')).toBe(input);
  });

  it('uses the given id', () => {
    render(<TextField id="signup-email" label="Email" error="Required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('signup-email');
    expect(input.getAttribute('aria-describedby')).toBe('signup-email-error');
  });
});
