import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_FETCH_DELAY_MS,
  ENTITY_NAME_HINT,
  ENTITY_NAME_MESSAGES,
  PASSWORD_MESSAGES,
} from '@trestle/core';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { ME, makeChannel } from './channel-fixture';

const TAKEN = 'This channel name is already taken.';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('creating a channel', () => {
  it('checks the name as it is typed, then creates and opens the channel', async () => {
    const checks: unknown[] = [];
    const created: unknown[] = [];
    const channel = makeChannel(20, { owner: ME, title: 'Bridge works', name: 'bridge_works' });
    renderApp('/channels/new', {
      'PUT /api/user/channel/name': async (request) => {
        const body = (await request.json()) as { name: string };
        checks.push(body.name);
        return body.name === 'bridges'
          ? json(409, { message: TAKEN, errors: { name: TAKEN } })
          : json(200, { ok: true });
      },
      'POST /api/user/channel': async (request) => {
        created.push(await request.json());
        return json(201, channel);
      },
      [`GET /api/user/channel/${channel.id}`]: () => json(200, channel),
      'GET /api/user/channels/newsfeed': () => json(200, { items: [] }),
    });
    await screen.findByRole('heading', { name: 'Create a channel', level: 1 });
    type(/^Title/, 'Bridge works');
    // A name that breaks the rule is not sent; the rule's message shows on submit.
    type(/^Name/, 'br');
    await pause(CHANNEL_FETCH_DELAY_MS + 100);
    expect(checks).toEqual([]);
    type(/^Name/, 'bridges');
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    expect(checks).toEqual(['bridges']);
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    type(/^Name/, 'bridge_works');
    expect(await screen.findByText('This name is free.')).toBeTruthy();

    type('Description', 'Spans and decks');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'science' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Private/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByRole('heading', { name: 'Bridge works', level: 1 })).toBeTruthy();
    expect(created).toEqual([
      {
        title: 'Bridge works',
        name: 'bridge_works',
        description: 'Spans and decks',
        category: 'science',
        type: 'private',
      },
    ]);
  });

  it('shows the rules’ and the server’s messages on their fields', async () => {
    renderApp('/channels/new', {
      'PUT /api/user/channel/name': () => json(200, { ok: true }),
      'POST /api/user/channel': () => json(409, { message: TAKEN, errors: { name: TAKEN } }),
    });
    await screen.findByRole('heading', { name: 'Create a channel', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText(ENTITY_NAME_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(ENTITY_NAME_MESSAGES.channelRequired)).toBeTruthy();
    type(/^Title/, 'Yard');
    expect(screen.getByText(ENTITY_NAME_HINT)).toBeTruthy();
    type(/^Name/, 'bad name');
    expect(await screen.findByText(ENTITY_NAME_MESSAGES.channelCharset)).toBeTruthy();
    type(/^Name/, 'demo-remodel-tips');
    await waitFor(() => expect(screen.queryByText(ENTITY_NAME_MESSAGES.channelCharset)).toBeNull());
    type(/^Name/, 'racing_name');
    fireEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getAllByText(TAKEN).length).toBeGreaterThan(0);
  });
});

describe('editing and deleting a channel', () => {
  it('saves only what changed, and deletes with the password', async () => {
    const channel = makeChannel(21, { owner: ME, title: 'Old title' });
    const saved: unknown[] = [];
    const deletes: unknown[] = [];
    const fake = renderApp(`/channels/${channel.id}/edit`, {
      [`GET /api/user/channel/${channel.id}`]: () => json(200, channel),
      [`POST /api/user/channel/${channel.id}`]: async (request) => {
        saved.push(await request.json());
        return json(200, { ...channel, title: 'New title' });
      },
      [`POST /api/user/channel/${channel.id}/delete`]: async (request) => {
        const body = (await request.json()) as { password: string };
        deletes.push(body.password);
        return body.password === 'right'
          ? json(200, { ok: true })
          : json(403, { message: 'The password is not correct.' });
      },
      'GET /api/user/channels/newsfeed': () => json(200, { items: [] }),
      'GET /api/user/channels/own': () => json(200, { items: [] }),
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe('Old title');

    // Deleting, in a confirmation dialog: the password is required, a wrong one shows on the
    // field; nothing destructive is open on the page itself.
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete channel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this channel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete channel' }));
    expect(await within(dialog).findByText(PASSWORD_MESSAGES.required)).toBeTruthy();
    const password = within(dialog).getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete channel' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(title, { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toEqual([{ title: 'New title' }]));
    // The channel's page shows the channel as saved, not the copy read before the edit.
    await screen.findByRole('heading', { name: 'New title', level: 1 });
    expect(fake.notify).toHaveBeenCalledWith('Your changes are saved.', 'success');
  });

  it('tells someone else that only the owner edits', async () => {
    const channel = makeChannel(22);
    renderApp(`/channels/${channel.id}/edit`, {
      [`GET /api/user/channel/${channel.id}`]: () => json(200, channel),
    });
    expect(
      await screen.findByRole('heading', { name: 'Only the owner can edit this channel' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete channel/ })).toBeNull();
  });
});
