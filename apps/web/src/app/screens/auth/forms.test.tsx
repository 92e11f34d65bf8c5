import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MainApp from '../../MainApp';
import { fakeServices, json, type Handler } from '../../../test/fake-services';

function renderApp(path: string, routes: Record<string, Handler> = {}) {
  const fake = fakeServices(routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainApp services={fake.services} />
    </MemoryRouter>,
  );
  return fake;
}

/** The input labelled exactly `label` (a required field's label ends with a hidden " *"). */
function input(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}

function fill(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

const errorOf = (label: string) => {
  const field = input(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('error'))?.textContent;
};

describe('sign-up form', () => {
  it('shows core’s messages for empty fields under each field and sends nothing', async () => {
    const { calls } = renderApp('/sign-up');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(errorOf('Username')).toBe('Username is required.');
    expect(errorOf('E-mail')).toBe('E-mail is required.');
    expect(errorOf('Password')).toBe('Password is required.');
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Username'));
    expect(calls).toEqual([]);
  });

  it('shows core’s messages for invalid values and updates them while typing', async () => {
    const { calls } = renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Create account' });
    fill('Username', 'ab');
    fill('E-mail', 'site.manager@');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf('Username')).toBe('Username must be at least 3 characters.');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address.');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters.');

    fill('Username', 'with space');
    expect(errorOf('Username')).toBe('Username may contain only letters, digits and underscores.');
    fill('Username', 'site_boss');
    expect(errorOf('Username')).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('sends valid details with the account type and asks to confirm the address', async () => {
    let body: unknown;
    const { calls } = renderApp('/sign-up', {
      'POST /api/auth/sign-up': async (request) => {
        body = await request.json();
        return json(201, { message: 'Account created.' });
      },
    });
    await screen.findByRole('button', { name: 'Create account' });
    fill('Username', 'site_boss');
    fill('E-mail', ' Boss@Example.com ');
    fill('Password', 'a-long-enough-password');
    fireEvent.click(screen.getByLabelText(/Business/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/sign-up']);
    expect(body).toEqual({
      username: 'site_boss',
      email: 'boss@example.com',
      password: 'a-long-enough-password',
      accountType: 'business',
    });
  });
});

describe('sign-in form', () => {
  it('requires both fields before sending', async () => {
    const { calls } = renderApp('/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(errorOf('Username or e-mail')).toBe('Username or e-mail is required.');
    expect(errorOf('Password')).toBe('Password is required.');
    expect(calls).toEqual([]);
  });

  it('disables the form while sending and shows the server’s message as a toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { notify, calls } = renderApp('/sign-in', {
      'POST /api/auth/sign-in': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('button', { name: 'Sign in' });
    fill('Username or e-mail', 'demo');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/auth/sign-in']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true),
    );
    expect(input('Password').closest('fieldset')?.disabled).toBe(true);

    await act(async () =>
      answer(json(400, { message: 'Wrong username or password.', status: 400 })),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false),
    );
    expect(notify).toHaveBeenCalledWith('Wrong username or password.', 'error');
    expect(screen.getByRole('heading', { name: 'Sign in to Trestle' })).toBeTruthy();
  });
});

describe('reset-password form', () => {
  it('checks the new password with core’s rule and that both entries match', async () => {
    const { calls } = renderApp('/reset-password?token=abc');
    await screen.findByRole('button', { name: 'Save the new password' });
    fill('New password', 'short');
    fill('Repeat the new password', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(errorOf('New password')).toBe('Password must be at least 8 characters.');
    expect(errorOf('Repeat the new password')).toBe('Passwords do not match.');
    expect(calls).toEqual([]);
  });
});

describe('forgot-password form', () => {
  it('requires a username or e-mail, then shows the server’s answer', async () => {
    const { calls } = renderApp('/forgot-password', {
      'POST /api/auth/reset-password': () =>
        json(200, { message: 'If the account exists, we sent a link to its e-mail address.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(errorOf('Username or e-mail')).toBe('Username or e-mail is required.');
    expect(calls).toEqual([]);
    fill('Username or e-mail', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(/we sent a link/)).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/reset-password']);
  });
});
