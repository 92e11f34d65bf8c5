import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, json, type Handler } from '../../../test/fake-services';
import { renderApp, STORED_TOKEN } from '../../../test/render-app';

const newcomer = {
  ...demoUser,
  general: { displayName: 'newbie', avatar: null },
  profession: [],
  links: [],
  company: null,
  onboardedAt: null,
};
const onboarded = { ...newcomer, onboardedAt: '2026-11-25T10:00:00.000Z' };
const suggested = {
  id: '0190b3c2-0000-7000-8000-0000000000aa',
  username: 'ann',
  general: { displayName: 'Ann Architect', avatar: null },
  followedByMe: false,
};

/** The app for a signed-in newcomer, with home's calls answered (empty). */
function renderAsNewcomer(path: string, routes: Record<string, Handler>) {
  return renderApp(path, {
    'GET /api/auth/refresh': () => json(200, { token: STORED_TOKEN, user: newcomer }),
    'GET /api/user/newsfeed': () => json(200, { items: [] }),
    'GET /api/user/notifications/count': () => json(200, { unread: 0 }),
    'GET /api/explore/people/suggested': () => json(200, { items: [suggested] }),
    'GET /api/tags': () => json(200, { items: [] }),
    ...routes,
  });
}

describe('onboarding', () => {
  it('leads a newcomer there first, and skipping it is recorded and goes on to the page opened', async () => {
    const fake = renderAsNewcomer('/bookmarks', {
      'POST /api/user/profile/onboarded': () => json(200, onboarded),
      'GET /api/user/bookmarks': () => json(200, { items: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Trestle', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Bookmarks', level: 1 })).toBeTruthy();
    expect(fake.calls).toContain('POST /api/user/profile/onboarded');
    expect(fake.calls).not.toContain('POST /api/user/profile');
  });

  it('checks the name on the field, saves the profile, then offers people to follow and finishes', async () => {
    const bodies: any[] = [];
    const fake = renderAsNewcomer('/', {
      'POST /api/user/profile': async (request) => {
        const body = await request.json();
        bodies.push(body);
        return json(200, { ...newcomer, general: body.general, profession: body.profession });
      },
      [`POST /api/user/${suggested.id}/follow`]: () => json(200, { ok: true }),
      'POST /api/user/profile/onboarded': () => json(200, onboarded),
    });
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a display name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fake.calls).not.toContain('POST /api/user/profile');

    fireEvent.change(name, { target: { value: 'Nina Newcomer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /trade or profession/ }), {
      target: { value: 'Electrician' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'People to follow', level: 1 })).toBeTruthy();
    expect(bodies[0].general.displayName).toBe('Nina Newcomer');
    expect(bodies[0].profession).toEqual([{ title: 'Electrician' }]);
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Ann Architect' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Follow @ann' }));
    expect(await screen.findByRole('button', { name: 'Unfollow @ann' })).toBeTruthy();
    expect(fake.calls).toContain(`POST /api/user/${suggested.id}/follow`);

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeTruthy();
    expect(fake.calls).toContain('POST /api/user/profile/onboarded');
  });

  it('never shows again to a person who has finished it', async () => {
    renderApp('/welcome', {
      'GET /api/user/bookmarks': () => json(200, { items: [] }),
      'GET /api/user/newsfeed': () => json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Trestle' })).toBeNull();
  });

  it('keeps the newcomer on the step when the server cannot record it', async () => {
    renderAsNewcomer('/', {
      'POST /api/user/profile/onboarded': () => json(500, { message: 'Database unavailable' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Skip for now' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('heading', { name: 'Welcome to Trestle', level: 1 })).toBeTruthy();
  });
});
