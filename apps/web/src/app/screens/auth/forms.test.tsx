import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TERMS_MESSAGES } from '@trestle/core';
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

/** The error message a field (by label, or the element) points at with aria-describedby. */
const errorOf = (field: string | HTMLElement) => {
  const element = typeof field === 'string' ? input(field) : field;
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((described) => described?.className.includes('error'))?.textContent;
};

const consent = () =>
  screen.getByRole<HTMLInputElement>('checkbox', {
    name: 'I agree to the Terms of use and the Privacy policy',
  });

/** The form-level alert inside the form that holds `button`. */
const formAlert = (button: string) =>
  within(screen.getByRole('button', { name: button }).closest('form') as HTMLElement).queryByRole(
    'alert',
  );

/** Fills the sign-up form with valid details; `agree` ticks the consent box. */
function fillSignUp(agree = true) {
  fill('Username', 'site_boss');
  fill('E-mail', ' Boss@Example.com ');
  fill('Password', 'a-long-enough-password');
  if (agree) fireEvent.click(consent());
}

describe('sign-up form', () => {
  it('shows core’s messages for empty fields under each field and sends nothing', async () => {
    const { calls } = renderApp('/sign-up');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(errorOf('Username')).toBe('Username is required.');
    expect(errorOf('E-mail')).toBe('E-mail is required.');
    expect(errorOf('Password')).toBe('Password is required.');
    expect(errorOf(consent())).toBe(TERMS_MESSAGES.required);
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Username'));
    expect(calls).toEqual([]);
  });

  it('requires consent to the terms: the message shows on the box, which gets focus', async () => {
    const { calls } = renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Create account' });
    fillSignUp(false);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(consent())).toBe(
      'Please accept the Terms of use and the Privacy policy to create an account.',
    );
    expect(document.activeElement).toBe(consent());
    expect(errorOf('Username')).toBeUndefined();
    expect(calls).toEqual([]);

    // Ticking the box clears the message; the typed values were kept all along.
    fireEvent.click(consent());
    expect(errorOf(consent())).toBeUndefined();
    expect(consent().hasAttribute('aria-invalid')).toBe(false);
    expect(input('Username').value).toBe('site_boss');
  });

  it('links the terms and the privacy policy in a new tab, so typed data stays', async () => {
    renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Create account' });
    for (const [name, href] of [
      ['Terms of use', '/terms'],
      ['Privacy policy', '/privacy'],
    ]) {
      const link = within(consent().parentElement as HTMLElement).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows a taken username and address (409) on their fields and focuses the first', async () => {
    const { notify } = renderApp('/sign-up', {
      'POST /api/auth/sign-up': () =>
        json(409, {
          message: 'This username is taken.',
          errors: {
            username: 'This username is taken.',
            email: 'An account with this e-mail address already exists.',
          },
          status: 409,
        }),
    });
    await screen.findByRole('button', { name: 'Create account' });
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Username')).toBe('This username is taken.'));
    expect(errorOf('E-mail')).toBe('An account with this e-mail address already exists.');
    await waitFor(() => expect(document.activeElement).toBe(input('Username')));
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    // Every message is on its field: nothing left for the form's alert.
    expect(formAlert('Create account')).toBeNull();
    expect(notify).toHaveBeenCalledWith('This username is taken.', 'error');
    // The typed values stay; editing a field clears its server message only.
    expect(input('E-mail').value.trim()).toBe('Boss@Example.com');
    expect(consent().checked).toBe(true);
    fill('Username', 'site_boss_2');
    expect(errorOf('Username')).toBeUndefined();
    expect(errorOf('E-mail')).toBe('An account with this e-mail address already exists.');
  });

  it('shows the server refusing consent (400) on the box', async () => {
    renderApp('/sign-up', {
      'POST /api/auth/sign-up': () =>
        json(400, {
          message: TERMS_MESSAGES.required,
          errors: { acceptedTerms: TERMS_MESSAGES.required },
          status: 400,
        }),
    });
    await screen.findByRole('button', { name: 'Create account' });
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(consent())).toBe(TERMS_MESSAGES.required));
    await waitFor(() => expect(document.activeElement).toBe(consent()));
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
    fillSignUp();
    fireEvent.click(screen.getByLabelText(/Business/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/sign-up']);
    expect(body).toEqual({
      username: 'site_boss',
      email: 'boss@example.com',
      password: 'a-long-enough-password',
      accountType: 'business',
      acceptedTerms: true,
    });
  });
});

describe('sign-in form', () => {
  it('requires both fields before sending', async () => {
    const { calls } = renderApp('/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(errorOf('Username or e-mail')).toBe('Username or e-mail is required.');
    expect(errorOf('Password')).toBe('Password is required.');
    expect(document.activeElement).toBe(input('Username or e-mail'));
    expect(calls).toEqual([]);
  });

  it('focuses the first invalid field, even when it is not the first field', async () => {
    renderApp('/sign-in');
    await screen.findByRole('button', { name: 'Sign in' });
    fill('Username or e-mail', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf('Username or e-mail')).toBeUndefined();
    expect(document.activeElement).toBe(input('Password'));
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

  it('shows a message for no field in the form’s alert, focuses it and keeps the values', async () => {
    renderApp('/sign-in', {
      'POST /api/auth/sign-in': () =>
        json(400, { message: 'Wrong username or password.', status: 400 }),
    });
    await screen.findByRole('button', { name: 'Sign in' });
    fill('Username or e-mail', 'demo');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await waitFor(() => {
      const found = formAlert('Sign in');
      expect(found?.textContent).toBe('Wrong username or password.');
      return found as HTMLElement;
    });
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(input('Username or e-mail').value).toBe('demo');
    expect(input('Password').value).toBe('wrong-password');
    expect(input('Password').hasAttribute('aria-invalid')).toBe(false);

    // The next attempt starts clean.
    fill('Password', '');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(formAlert('Sign in')).toBeNull();
    expect(document.activeElement).toBe(input('Password'));
  });

  it('shows a network failure in the form too', async () => {
    renderApp('/sign-in', {
      'POST /api/auth/sign-in': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await screen.findByRole('button', { name: 'Sign in' });
    fill('Username or e-mail', 'demo');
    fill('Password', 'a-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(formAlert('Sign in')?.textContent).toBe('Network Error!'));
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
    expect(document.activeElement).toBe(input('New password'));
    expect(calls).toEqual([]);
  });

  it('shows the server’s password rule on the field and an expired link in the alert', async () => {
    let answer = json(400, {
      message: 'This password is too common: choose one that is harder to guess.',
      errors: { password: 'This password is too common: choose one that is harder to guess.' },
      status: 400,
    });
    renderApp('/reset-password?token=abc', {
      'POST /api/auth/forget-password': () => answer,
    });
    await screen.findByRole('button', { name: 'Save the new password' });
    fill('New password', 'a-long-enough-password');
    fill('Repeat the new password', 'a-long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(errorOf('New password')).toBe(
        'This password is too common: choose one that is harder to guess.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(input('New password')));
    expect(formAlert('Save the new password')).toBeNull();

    answer = json(400, {
      message: 'This link is invalid or has expired. Please ask for a new one.',
      status: 400,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(formAlert('Save the new password')?.textContent).toBe(
        'This link is invalid or has expired. Please ask for a new one.',
      ),
    );
    expect(errorOf('New password')).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(formAlert('Save the new password')));
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
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

  it('focuses the field on a client error and the alert on a server refusal', async () => {
    renderApp('/forgot-password', {
      'POST /api/auth/reset-password': () =>
        json(429, { message: 'Too many attempts. Try again in 10 minutes.', status: 429 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(document.activeElement).toBe(input('Username or e-mail'));
    expect(input('Username or e-mail').getAttribute('aria-invalid')).toBe('true');
    fill('Username or e-mail', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(formAlert('Send the link')?.textContent).toBe(
        'Too many attempts. Try again in 10 minutes.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(formAlert('Send the link')));
    expect(input('Username or e-mail').value).toBe('demo');
  });
});

describe('resend-verification form', () => {
  it('shows client and server errors on the login field and focuses it', async () => {
    const { calls } = renderApp('/verify', {
      'POST /api/auth/resend-verification': () =>
        json(400, {
          message: 'Login must be at most 254 characters.',
          errors: { login: 'Login must be at most 254 characters.' },
          status: 400,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(errorOf('Username or e-mail')).toBe('Username or e-mail is required.');
    expect(document.activeElement).toBe(input('Username or e-mail'));
    expect(calls).not.toContain('POST /api/auth/resend-verification');

    fill('Username or e-mail', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(errorOf('Username or e-mail')).toBe('Login must be at most 254 characters.'),
    );
    await waitFor(() => expect(document.activeElement).toBe(input('Username or e-mail')));
    expect(formAlert('Send a new link')).toBeNull();
  });
});
