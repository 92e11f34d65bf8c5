import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RECURRING_DISPATCH_INTERVAL_MS } from '@trestle/core';
import { TOKEN_STORAGE_KEYS } from '@trestle/sdk';
import MainApp from './MainApp';
import { demoUser, fakeServices, json, type Handler } from '../test/fake-services';

function renderApp(path: string, fake: ReturnType<typeof fakeServices>) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainApp services={fake.services} />
    </MemoryRouter>,
  );
}

describe('the session in the app', () => {
  it('restores a stored session behind a loader, never showing the sign-in page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = fakeServices(
      { 'GET /api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)) },
      { token: 'stored-token' },
    );
    renderApp('/no-such-page', fake);
    expect(screen.getByRole('status').textContent).toContain('Loading Trestle');
    expect(screen.queryByRole('heading', { name: 'Sign in to Trestle' })).toBeNull();

    await waitFor(() => expect(fake.calls).toEqual(['GET /api/auth/refresh']));
    await act(async () => answer(json(200, { token: 'stored-token', user: demoUser })));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(fake.storage.getItem(TOKEN_STORAGE_KEYS.role)).toBe('user');
  });

  it('sends signed-out visitors to sign-in, keeping the wanted page', async () => {
    const fake = fakeServices();
    let location = '';
    const { useLocation } = await import('react-router');
    function Spy() {
      const here = useLocation();
      location = here.pathname + here.search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/videos?tab=own']}>
        <MainApp services={fake.services} />
        <Spy />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Sign in to Trestle' });
    expect(location).toBe(`/sign-in?next=${encodeURIComponent('/videos?tab=own')}`);
    expect(fake.calls).toEqual([]);
  });

  it('on a 401 clears the token and role and reloads the page', async () => {
    const fake = fakeServices(
      { 'GET /api/auth/refresh': () => json(401, { message: 'Please sign in.', status: 401 }) },
      { token: 'revoked-token' },
    );
    fake.storage.setItem(TOKEN_STORAGE_KEYS.role, 'user');
    renderApp('/', fake);
    await waitFor(() => expect(fake.reload).toHaveBeenCalledTimes(1));
    expect(fake.storage.getItem(TOKEN_STORAGE_KEYS.token)).toBeNull();
    expect(fake.storage.getItem(TOKEN_STORAGE_KEYS.role)).toBeNull();
  });

  it('re-checks the session every 60 seconds and takes a changed role', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let role = 'user';
      const routes: Record<string, Handler> = {
        'GET /api/auth/refresh': () =>
          json(200, {
            token: 'stored-token',
            user: { ...demoUser, role: { key: role, name: role } },
          }),
      };
      const fake = fakeServices(routes, { token: 'stored-token' });
      // A screen that calls nothing itself, so the only calls are the session checks.
      renderApp('/no-such-page', fake);
      await screen.findByRole('heading', { name: 'Page not found' });
      // The frame also loads its badge and right column; only the session checks matter here.
      const checks = () => fake.calls.filter((call) => call === 'GET /api/auth/refresh');
      expect(checks()).toEqual(['GET /api/auth/refresh']);

      role = 'moderator';
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RECURRING_DISPATCH_INTERVAL_MS);
      });
      expect(checks()).toEqual(['GET /api/auth/refresh', 'GET /api/auth/refresh']);
      await waitFor(() => expect(fake.storage.getItem(TOKEN_STORAGE_KEYS.role)).toBe('moderator'));
      expect(fake.services.auth.getSnapshot().context.role).toBe('moderator');
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out: revokes the session, forgets token and role, and returns to sign-in', async () => {
    const fake = fakeServices(
      {
        'GET /api/auth/refresh': () => json(200, { token: 't', user: demoUser }),
        'POST /api/auth/sign-out': () => json(200, { ok: true }),
      },
      { token: 't' },
    );
    renderApp('/bookmarks', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Dana Demo' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Trestle' })).toBeTruthy();
    expect(fake.calls).toContain('POST /api/auth/sign-out');
    expect(fake.storage.getItem(TOKEN_STORAGE_KEYS.token)).toBeNull();
    expect(fake.storage.getItem(TOKEN_STORAGE_KEYS.role)).toBeNull();
    expect(fake.reload).not.toHaveBeenCalled();
  });
});
