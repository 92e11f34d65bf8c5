import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser, json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const ownProfile = () => json(200, { ...demoUser, profession: [], links: [], company: null });
const byName = (opened = true) =>
  json(200, {
    id: demoUser.id,
    username: 'demo',
    general: demoUser.general,
    profession: [],
    links: [],
    works: [],
    gallery: [],
    company: null,
    note: null,
    levels: [],
    subscriptions_current: false,
    followersCount: 0,
    followingCount: 0,
    pinnedPost: null,
    opened,
    createdAt: demoUser.createdAt,
  });

afterEach(() => window.localStorage.clear());

describe('edit profile', () => {
  it('checks the fields before sending and focuses the first invalid one', async () => {
    const fake = renderApp('/profile/me/edit', {
      'GET /api/user/profile': ownProfile,
      'GET /api/user/profile-by-name/demo': () => byName(),
    });
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Links' }), {
      target: { value: 'ftp://nope.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a display name.')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fake.calls).not.toContain('POST /api/user/profile');
    // What was typed stays.
    expect((screen.getByRole('textbox', { name: 'Links' }) as HTMLTextAreaElement).value).toBe(
      'ftp://nope.example',
    );
  });

  it('saves, closes the profile to visitors, and shows the server’s field errors', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    const fake = renderApp('/profile/me/edit', {
      'GET /api/user/profile': ownProfile,
      'GET /api/user/profile-by-name/demo': () => byName(true),
      'POST /api/user/profile': async (request) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return json(400, {
            message: 'Enter a web address starting with http:// or https://.',
            errors: { 'general.website': 'Enter a web address starting with http:// or https://.' },
          });
        }
        return json(200, { ...demoUser, profession: [{ title: 'Electrician' }] });
      },
      'POST /api/user/profile/open': () => json(200, { ok: true }),
      [`GET /api/user/newsfeed/${demoUser.id}`]: () => json(200, { items: [] }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Trades and professions' }), {
      target: { value: 'Electrician\nForeman' },
    });
    const website = screen.getByRole('textbox', { name: 'Website' });
    fireEvent.change(website, { target: { value: 'dana.example' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Open my profile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(website));
    expect(bodies[0]).toMatchObject({
      general: { displayName: 'Dana Demo', website: 'https://dana.example/' },
      profession: [{ title: 'Electrician' }, { title: 'Foreman' }],
      links: [],
    });
    expect(bodies[0]).not.toHaveProperty('company');

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fake.calls).toContain('POST /api/user/profile/open'));
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeTruthy();
  });
});

describe('works and gallery on edit profile', () => {
  it('adds and removes works, checks them with core’s rule, and sends them with the gallery', async () => {
    const bodies: any[] = [];
    const fake = renderApp('/profile/me/edit', {
      'GET /api/user/profile': () =>
        json(200, {
          ...demoUser,
          profession: [],
          links: [],
          company: null,
          works: [
            { title: 'Old mill', year: 1990, image: 'mill.jpg' },
            { title: 'Shed', description: 'Timber.' },
          ],
          gallery: [{ file: 'truss.jpg', caption: 'Roof truss' }, { file: 'site.jpg' }],
        }),
      'GET /api/user/profile-by-name/demo': () => byName(),
      'POST /api/user/profile': async (request) => {
        bodies.push(await request.json());
        return json(200, demoUser);
      },
      [`GET /api/user/newsfeed/${demoUser.id}`]: () => json(200, { items: [] }),
    });
    const first = await screen.findByRole('group', { name: 'Work 1' });
    expect((within(first).getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      'Old mill',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove work 2' }));
    expect(screen.queryByRole('group', { name: 'Work 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a work' }));
    const added = screen.getByRole('group', { name: 'Work 2' });
    const title = within(added).getByRole('textbox', { name: /Title/ });
    expect(document.activeElement).toBe(title);
    fireEvent.change(within(added).getByRole('textbox', { name: /Year/ }), {
      target: { value: '24' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(added).findByText('Give the work a title.')).toBeTruthy();
    expect(within(added).getByText(/Enter a year from 1900 to 2100/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(fake.calls).not.toContain('POST /api/user/profile');

    // The errors follow the typing once shown.
    fireEvent.change(title, { target: { value: 'Riverside bridge' } });
    expect(within(added).queryByText('Give the work a title.')).toBeNull();
    fireEvent.change(within(added).getByRole('textbox', { name: /Year/ }), {
      target: { value: '2024' },
    });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Description' }), {
      target: { value: '  Steel.  ' },
    });
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Picture 2' })).getByRole('textbox', {
        name: 'Caption',
      }),
      { target: { value: 'The site' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].works).toEqual([
      { title: 'Old mill', year: 1990, image: 'mill.jpg' },
      { title: 'Riverside bridge', year: 2024, description: 'Steel.' },
    ]);
    expect(bodies[0].gallery).toEqual([{ file: 'site.jpg', caption: 'The site' }]);
  });
});

describe('profile set-up card', () => {
  it('shows on the home feed for a newcomer, leads to the form, and stays dismissed', async () => {
    const routes = {
      'GET /api/user/newsfeed': () => json(200, { items: [] }),
    };
    renderApp('/', routes);
    const card = await screen.findByRole('heading', { name: 'Set up your profile' });
    expect(card).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up profile' }).getAttribute('href')).toBe(
      '/profile/me/edit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Set up your profile' })).toBeNull();
    expect(window.localStorage.getItem('trestle.profileSetupDismissed')).toContain(demoUser.id);
  });
});
