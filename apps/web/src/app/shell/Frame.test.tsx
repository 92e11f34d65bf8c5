import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, type Handler } from '../../test/fake-services';
import { renderApp } from '../../test/render-app';
import { DESKTOP_WIDTH, PHONE_WIDTH, setWindowWidth } from './shell-test-kit';

const routes: Record<string, Handler> = {
  'GET /api/user/notifications/count': () => json(200, { unread: 0 }),
  'GET /api/user/newsfeed': () => json(200, { items: [] }),
};

afterEach(() => setWindowWidth(1024));

async function expectListsAndNews() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe('/lists');
  expect(within(nav).getByRole('link', { name: 'News sources' }).getAttribute('href')).toBe(
    '/news',
  );
}

describe('the main navigation', () => {
  it('leads to Lists and News sources in the side navigation', async () => {
    setWindowWidth(DESKTOP_WIDTH);
    renderApp('/jobs', routes);
    await expectListsAndNews();
  });

  it('leads to Lists and News sources in the phone menu', async () => {
    setWindowWidth(PHONE_WIDTH);
    renderApp('/jobs', routes);
    fireEvent.click(await screen.findByRole('button', { name: /^Menu/ }));
    await expectListsAndNews();
  });
});
