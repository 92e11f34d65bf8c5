// The archive's progress shows live from the realtime socket; the screen polls only while the
// socket is down.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '@trestle/core';
import { demoUser, json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import type { ArchiveStatus } from './settings-api';

const settings = {
  email: 'demo@example.com',
  pendingEmail: null,
  mute: { words: [], categories: [] },
  dm: 'everyone',
  notifications: [],
  accountType: 'personal',
  profileOpen: true,
  language: null,
};

const pending = (progress: number): ArchiveStatus => ({
  state: 'pending',
  progress,
  filename: null,
  size: null,
  requestedAt: '2026-05-01T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
});

function open(answer: () => ArchiveStatus, extra: Record<string, () => Response> = {}) {
  return renderApp('/settings', {
    ...extra,
    'GET /api/user/profile/settings': () => json(200, settings),
    'GET /api/user/sessions': () => json(200, []),
    'GET /api/user/profile/settings/archive': () => json(200, answer()),
  });
}

const archiveReads = (calls: string[]) =>
  calls.filter((c) => c === 'GET /api/user/profile/settings/archive').length;

describe('the archive section', () => {
  it('shows the progress the socket pushes, then the ready archive, without polling', async () => {
    const fake = open(() => pending(5));
    await screen.findByText('Preparing your archive: 5%');
    act(() => fake.socket.setUp(true));
    await waitFor(() => expect(archiveReads(fake.calls)).toBeGreaterThanOrEqual(1));
    const before = archiveReads(fake.calls);

    act(() => fake.socket.emit('archive:progress', pending(42)));
    expect(await screen.findByText('Preparing your archive: 42%')).toBeTruthy();
    expect(screen.getByLabelText('Archive progress').getAttribute('value')).toBe('42');

    act(() =>
      fake.socket.emit('archive:progress', {
        state: 'ready',
        progress: 100,
        filename: 'archive-1.zip',
        size: 3 * 1024 * 1024,
        requestedAt: '2026-05-01T10:00:00.000Z',
        readyAt: '2026-05-01T10:01:00.000Z',
        expiresAt: '2026-05-08T10:01:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Download archive' })).toBeTruthy();
    expect(screen.getByText(/Your archive \(3\.0 MB\) is ready/)).toBeTruthy();
    // Live: nothing was polled while the events came (a 1 s poll would have asked again).
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(archiveReads(fake.calls)).toBe(before);
  });

  it('polls every second while the socket is down, and stops once it is up', async () => {
    let progress = 10;
    const fake = open(() => pending((progress += 10)));
    await screen.findByText(/Preparing your archive: \d+%/);
    // Down (never connected): the progress is read again, and again.
    await waitFor(() => expect(archiveReads(fake.calls)).toBeGreaterThanOrEqual(3), {
      timeout: 4000,
    });
    act(() => fake.socket.setUp(true));
    await waitFor(() => expect(screen.getByText(/Preparing your archive: \d+%/)).toBeTruthy());
    // One read when it comes up (what was missed), then none.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const up = archiveReads(fake.calls);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(archiveReads(fake.calls)).toBe(up);
  });

  it('writes its dates in the person’s language, and marks the page in the words’ language', async () => {
    const ready: ArchiveStatus = {
      state: 'ready',
      progress: 100,
      filename: 'archive-1.zip',
      size: 1024 * 1024,
      requestedAt: '2026-05-01T10:00:00.000Z',
      readyAt: '2026-05-01T10:01:00.000Z',
      expiresAt: '2026-05-08T10:01:00.000Z',
    };
    const refresh = () =>
      json(200, { token: 'stored-token', user: { ...demoUser, language: 'de' } });
    open(() => ready, { 'GET /api/auth/refresh': refresh });
    const german = formatDateTimeIn(ready.expiresAt!, 'de');
    expect(german).not.toBe(formatDateTimeIn(ready.expiresAt!, 'en'));
    expect(await screen.findByText(`Your archive (1.0 MB) is ready until ${german}.`)).toBeTruthy();
    // The words are English: the page says so, whatever language dates are written in.
    expect(document.documentElement.lang).toBe('en');
  });
});
