import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import MainApp from '../MainApp';
import { editorFocused, postFixture, typeRichText } from '../compose/compose-test-kit';
import { onPostCreated } from '../compose/post-created-event';
import { demoUser, fakeServices, json } from '../../test/fake-services';

describe('the Post button in the top bar', () => {
  it('opens the composer and announces the new post on window', async () => {
    const created = postFixture({ id: 'from-header' });
    const fake = fakeServices(
      {
        'GET /api/auth/refresh': () => json(200, { token: 't', user: demoUser }),
        'POST /api/user/post': () => json(201, created),
      },
      { token: 't' },
    );
    render(
      <MemoryRouter initialEntries={['/jobs']}>
        <MainApp services={fake.services} />
      </MemoryRouter>,
    );
    const heard = vi.fn();
    const stop = onPostCreated(heard);
    const banner = await screen.findByRole('banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Post' }));
    expect(banner.contains(document.querySelector('button[aria-haspopup="dialog"]'))).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'New post' })).toBeTruthy();
    await editorFocused('Post text');
    await typeRichText('Post text', '<p>From the header</p>');
    const dialog = screen.getByRole('dialog', { name: 'New post' });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(heard).toHaveBeenCalledWith(created));
    stop();
  });
});
