import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MainApp from '../../MainApp';
import { demoUser, fakeServices, json } from '../../../test/fake-services';

function renderAt(path: string, options: { signedIn?: boolean } = {}) {
  const fake = fakeServices(
    {
      'GET /api/auth/refresh': () => json(200, { token: 'session-token', user: demoUser }),
      'GET /api/newsfeed/public': () => json(200, { items: [] }),
    },
    options.signedIn ? { token: 'session-token' } : {},
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainApp services={fake.services} />
    </MemoryRouter>,
  );
  return fake;
}

const h2s = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('legal pages', () => {
  it('shows the Terms of use to a visitor, with its sections and the date', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Terms of use · Trestle'));
    expect(h2s()).toEqual(
      expect.arrayContaining([
        'Your account',
        'Acceptable use',
        'Your content',
        'Moderation and reporting',
        'Paid memberships and pro levels',
        'Ending your account',
        'Liability',
        'Changes to these terms',
        'Contact',
      ]),
    );
    expect(screen.getByText(/fake bids/)).toBeTruthy();
    const updated = screen.getByText('22 November 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated.getAttribute('datetime')).toBe('2026-11-22');
    // The list of contents points at the sections.
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const toAccounts = within(contents).getByRole('link', { name: 'Your account' });
    expect(document.getElementById(toAccounts.getAttribute('href')!.slice(1))?.textContent).toBe(
      'Your account',
    );
  });

  it('shows the Privacy policy with what is collected, link previews and rights', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy policy · Trestle'));
    expect(h2s()).toEqual(
      expect.arrayContaining([
        'What we collect',
        'Why we use it',
        'Link previews and translation',
        'Who sees and receives it',
        'How long we keep it',
        'Your rights',
        'Contact',
      ]),
    );
    const levelThree = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(levelThree).toEqual([
      'Account data',
      'Your content',
      'Uploads',
      'Messages',
      'Usage and impressions',
      'Payments',
      'Cookies and local storage',
    ]);
    expect(screen.getByText(/the other website does not\s+learn who read the post/)).toBeTruthy();
  });

  it('shows About with what Trestle offers, and links between the three pages', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Trestle' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About Trestle · Trestle'));
    for (const offer of ['Feed', 'Groups', 'Channels', 'Messages', 'Jobs', 'Directory']) {
      expect(screen.getByRole('heading', { level: 3, name: offer })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Projects with bids' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Memberships' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Trestle' }).getAttribute('href')).toBe('/');
    const footer = screen.getByRole('navigation', { name: 'About and legal' });
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      '/terms',
    );
  });

  it('opens for a signed-in person too', async () => {
    renderAt('/privacy', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
  });

  it.each(['/sign-in', '/sign-up', '/forgot-password', '/'])(
    'is linked from the footer of %s',
    async (path) => {
      renderAt(path);
      const footer = await screen.findByRole('navigation', { name: 'About and legal' });
      expect(
        within(footer)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['About', '/about'],
        ['Terms of use', '/terms'],
        ['Privacy policy', '/privacy'],
        ['Contact', '/contact'],
      ]);
    },
  );
});
