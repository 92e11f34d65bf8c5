import { render, screen, waitFor } from '@testing-library/react';
import { matchPath, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootRoutes } from './RootRoutes';
import { EMBED_ROUTE, topLevelView } from './top-level';

describe('topLevelView', () => {
  it('sends /embed/:id, matched exactly, to the embed view with its id', () => {
    expect(topLevelView('/embed/abc')).toEqual({ view: 'embed', id: 'abc' });
    expect(topLevelView('/embed/0190b3c2-7000-8000')).toEqual({
      view: 'embed',
      id: '0190b3c2-7000-8000',
    });
    expect(topLevelView('/embed/abc/')).toEqual({ view: 'embed', id: 'abc' });
  });

  it('sends every other path to the main application', () => {
    for (const path of [
      '/',
      '/embed',
      '/embed/',
      '/embed/abc/replies',
      '/embeds/abc',
      '/x/embed/abc',
      '/messages/42',
      '/sign-in',
    ]) {
      expect(topLevelView(path), path).toEqual({ view: 'app' });
    }
  });

  it('matches exactly as React Router matches the embed route', () => {
    for (const path of [
      '/embed/abc',
      '/embed/abc/',
      '/embed/abc//',
      '/EMBED/abc',
      '/embed/a%2Fb',
      '/embed/a%20b',
      '/embed',
      '/embed/',
      '/embed//',
      '/embed/abc/replies',
      '/embeds/abc',
      '/x/embed/abc',
      '/',
    ]) {
      const match = matchPath({ path: EMBED_ROUTE, end: true }, path);
      const expected = match?.params.id ? { view: 'embed', id: match.params.id } : { view: 'app' };
      expect(topLevelView(path), path).toEqual(expected);
    }
  });
});

describe('RootRoutes', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <RootRoutes />
      </MemoryRouter>,
    );

  it('loads /embed/:id from the server (its page has no application), without the app', async () => {
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, href: 'http://localhost/embed/post-7', replace },
    });
    try {
      renderAt('/embed/post-7');
      await waitFor(() => expect(replace).toHaveBeenCalledWith('http://localhost/embed/post-7'));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Sign in to Trestle' })).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('renders the main application for any other path (signed out: sign-in)', async () => {
    renderAt('/embed/post-7/more');
    expect(await screen.findByRole('heading', { name: 'Sign in to Trestle' })).toBeTruthy();
  });
});
