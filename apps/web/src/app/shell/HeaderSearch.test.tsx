import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PEOPLE_SEARCH_DEBOUNCE_MS, PEOPLE_SEARCH_SUGGESTIONS } from '@trestle/core';
import { json, type Handler } from '../../test/fake-services';
import { renderApp } from '../../test/render-app';
import type { FoundPerson } from './use-people-search';

const person = (n: number, username: string, displayName: string): FoundPerson => ({
  id: `0190b3c2-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`,
  username,
  general: { displayName, avatar: n === 1 ? 'bo.png' : null },
});
const PEOPLE = [
  { ...person(1, 'bo_mason', 'Bo Mason'), profession: 'Stonemason' },
  person(2, 'bob_builder', 'Bob Builder'),
];

/** The app on a screen with nothing to load, answering searches with `answer`. */
function renderSearch(answer: Handler) {
  const searches: unknown[] = [];
  const fake = renderApp('/no-such-page', {
    'GET /api/user/notifications/count': () => json(200, { unread: 0 }),
    'GET /api/user/tags': () => json(200, { items: [] }),
    'GET /api/explore/people/suggested': () => json(200, { items: [] }),
    'POST /api/users/search': async (request) => {
      searches.push(await request.json());
      return answer(request);
    },
  });
  return { fake, searches };
}

const found = () => json(200, { items: PEOPLE });
const box = () => screen.findByRole('combobox', { name: 'Search people' });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const listbox = () => screen.getByRole('listbox', { name: 'People found' });

afterEach(() => window.localStorage.clear());

describe('the header search', () => {
  it('searches people once typing pauses, only from core’s minimum length', async () => {
    const { searches } = renderSearch(found);
    const input = await box();
    type(input, '@b');
    type(input, 'b');
    await pause(PEOPLE_SEARCH_DEBOUNCE_MS + 100);
    expect(searches).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, 'bo');
    type(input, 'bo_');
    type(input, 'bo_m');
    // Nothing is sent while the person is still typing.
    await pause(PEOPLE_SEARCH_DEBOUNCE_MS / 3);
    expect(searches).toEqual([]);
    expect(await screen.findByRole('option', { name: /Bo Mason/ })).toBeTruthy();
    expect(searches).toEqual([{ search: 'bo_m', limit: PEOPLE_SEARCH_SUGGESTIONS }]);
  });

  it('lists each person with avatar, name, @username and trade', async () => {
    renderSearch(found);
    const input = await box();
    type(input, 'bo');
    const first = await screen.findByRole('option', { name: /Bo Mason/ });
    expect(first.textContent).toContain('@bo_mason · Stonemason');
    const second = screen.getByRole('option', { name: /Bob Builder/ });
    expect(second.textContent).not.toContain('·');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/api/files/bo.png');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('2 people found');
  });

  it('moves through the results with the arrow keys and opens the chosen profile on Enter', async () => {
    const { fake } = renderSearch(found);
    const input = await box();
    type(input, 'bo');
    const [first, second] = await screen.findAllByRole('option');
    const selected = () => input.getAttribute('aria-activedescendant');
    expect(selected()).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(second!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(first!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(second!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(fake.calls).toContain('GET /api/user/profile-by-name/bob_builder'));
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the first person on Enter when none is chosen, and a person on a click', async () => {
    const { fake } = renderSearch(found);
    const input = await box();
    type(input, 'bo');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(fake.calls).toContain('GET /api/user/profile-by-name/bo_mason'));

    type(input, 'bob');
    fireEvent.click(await screen.findByRole('option', { name: /Bob Builder/ }));
    await waitFor(() => expect(fake.calls).toContain('GET /api/user/profile-by-name/bob_builder'));
  });

  it('says it is searching, then that nobody was found', async () => {
    let release: (() => void) | null = null;
    renderSearch(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(200, { items: [] }));
        }),
    );
    const input = await box();
    type(input, 'zz');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await screen.findByText('No people found', { selector: 'p[aria-hidden]' })).toBeTruthy();
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('says when the search failed, without a toast, and Try again searches again', async () => {
    let fail = true;
    const { fake, searches } = renderSearch(() =>
      fail ? json(500, { message: 'Server error.' }) : found(),
    );
    const input = await box();
    type(input, 'bo');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The search failed.', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('The search failed.', { selector: '[role="status"]' })).toBeTruthy();
    expect(fake.notify).not.toHaveBeenCalled();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('option', { name: /Bo Mason/ })).toBeTruthy();
    expect(searches).toHaveLength(2);
  });

  it('closes the list on Escape, keeping the text, and on a press outside', async () => {
    renderSearch(found);
    const input = await box();
    type(input, 'bo');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.closest('[hidden]')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('bo');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
