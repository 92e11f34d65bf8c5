import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_LIST_MESSAGES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { makePosts } from '../../posts/post-fixture';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const LIST_ID = '0190b3c2-0000-7000-8000-00000000a001';
const OTHER_ID = '0190b3c2-0000-7000-8000-00000000a002';
const list = (id: string, title: string, order = 0, membersCount = 0) => ({
  id,
  title,
  order,
  membersCount,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const person = (n: number, username: string) => ({
  id: `0190b3c2-0000-7000-8000-00000000b00${n}`,
  username,
  general: { displayName: username.toUpperCase() },
  accountType: 'personal',
  followersCount: 0,
  followingCount: 0,
});

const renderLists = (path: string, routes: Record<string, Handler>) => renderApp(path, routes);

describe('my lists', () => {
  it('says how lists work when there are none, and checks the title on the field before sending', async () => {
    const fake = renderLists('/lists', { 'GET /api/user/lists': () => json(200, { items: [] }) });
    expect(await screen.findByRole('heading', { name: 'No lists yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const field = screen.getByLabelText('New list');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(USER_LIST_MESSAGES.titleRequired)).toBeTruthy();
    expect(fake.calls).not.toContain('POST /api/user/list');
  });

  it('creates a list, and shows the server’s refusal of a used title on the field', async () => {
    const titles: string[] = [];
    renderLists('/lists', {
      'GET /api/user/lists': () => json(200, { items: [list(OTHER_ID, 'Roofers')] }),
      'POST /api/user/list': async (request) => {
        const { title } = (await request.json()) as { title: string };
        titles.push(title);
        return title === 'Roofers'
          ? json(409, {
              message: USER_LIST_MESSAGES.titleTaken,
              errors: { title: USER_LIST_MESSAGES.titleTaken },
            })
          : json(201, list(LIST_ID, title, 1));
      },
    });
    const field = await screen.findByLabelText('New list');
    fireEvent.change(field, { target: { value: '  Site   leads ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const lists = await screen.findByRole('list', { name: 'Your lists' });
    await within(lists).findByRole('link', { name: 'Site leads' });
    expect(
      within(lists)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Roofers', 'Site leads']);

    fireEvent.change(field, { target: { value: 'Roofers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(USER_LIST_MESSAGES.titleTaken)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(titles).toEqual(['Site leads', 'Roofers']);
  });

  it('renames a list, moves it, and deletes it only after asking', async () => {
    const orders: unknown[] = [];
    const fake = renderLists('/lists', {
      'GET /api/user/lists': () =>
        json(200, { items: [list(LIST_ID, 'Crew', 0, 2), list(OTHER_ID, 'Clients', 1)] }),
      [`PUT /api/user/list/${LIST_ID}`]: async (request) =>
        json(200, { ...list(LIST_ID, 'Foremen', 0, 2), ...((await request.json()) as object) }),
      'POST /api/user/list/order': async (request) => {
        orders.push(await request.json());
        return json(200, { ok: true });
      },
      [`DELETE /api/user/list/${OTHER_ID}`]: () => json(200, { ok: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Crew' }));
    const title = screen.getByLabelText('New title for Crew');
    fireEvent.change(title, { target: { value: 'Foremen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'Foremen' });
    expect(screen.getByText('2 people')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move Clients up' }));
    await waitFor(() => expect(orders).toEqual([{ order: [OTHER_ID, LIST_ID] }]));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Clients”?' });
    expect(fake.calls).not.toContain(`DELETE /api/user/list/${OTHER_ID}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clients' })).toBeNull());
    expect(fake.calls).toContain(`DELETE /api/user/list/${OTHER_ID}`);
  });

  it('shows an error with Retry when the lists cannot be loaded', async () => {
    renderLists('/lists', { 'GET /api/user/lists': () => json(500, { message: 'Down' }) });
    expect(
      await screen.findByRole('heading', { name: 'Your lists could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('one list', () => {
  const bob = person(1, 'bob');
  const cy = person(2, 'cy');

  it('shows the members’ posts, filtered by category', async () => {
    const queries: string[] = [];
    renderLists(`/lists/${LIST_ID}`, {
      [`GET /api/user/list/${LIST_ID}`]: () => json(200, { ...list(LIST_ID, 'Crew'), items: [] }),
      [`GET /api/user/list/${LIST_ID}/newsfeed`]: (request) => {
        const search = new URL(request.url).searchParams;
        queries.push(search.getAll('categories').join(','));
        return json(200, { items: makePosts(1, 2) });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Crew', level: 1 })).toBeTruthy();
    await screen.findByText('Post number 2');
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    await waitFor(() => expect(queries).toEqual(['', 'news']));
  });

  it('adds people found by the search and removes people on the list', async () => {
    const calls: string[] = [];
    renderLists(`/lists/${LIST_ID}`, {
      [`GET /api/user/list/${LIST_ID}`]: () =>
        json(200, { ...list(LIST_ID, 'Crew', 0, 1), items: [cy] }),
      [`GET /api/user/list/${LIST_ID}/newsfeed`]: () => json(200, { items: [] }),
      'POST /api/users/search': () => json(200, { items: [bob, cy] }),
      [`POST /api/user/list/${LIST_ID}/add/${bob.id}`]: () => {
        calls.push('add bob');
        return json(200, { ok: true });
      },
      [`POST /api/user/list/${LIST_ID}/remove/${cy.id}`]: () => {
        calls.push('remove cy');
        return json(200, { ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'People' }));
    const members = await screen.findByRole('list', { name: 'People on this list' });
    expect(within(members).getByText('@cy')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add people'), { target: { value: 'bo' } });
    const found = await screen.findByRole('list', { name: 'People found' });
    expect(within(found).getByText('On the list')).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: 'Add @bob' }));
    await waitFor(() => expect(within(members).getByText('@bob')).toBeTruthy());
    fireEvent.click(within(members).getByRole('button', { name: 'Remove @cy' }));
    await waitFor(() => expect(within(members).queryByText('@cy')).toBeNull());
    expect(calls).toEqual(['add bob', 'remove cy']);
  });

  it('says so when the list does not exist (or is someone else’s)', async () => {
    renderLists(`/lists/${LIST_ID}`, {
      [`GET /api/user/list/${LIST_ID}`]: () => json(404, { message: 'This list does not exist.' }),
    });
    expect(await screen.findByRole('heading', { name: 'This list does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All lists' })).toBeTruthy();
  });
});
