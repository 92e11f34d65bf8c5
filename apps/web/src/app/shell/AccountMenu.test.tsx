import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import MainApp from '../MainApp';
import { demoUser, fakeServices, json } from '../../test/fake-services';

let where = '';
function Spy() {
  const location = useLocation();
  useEffect(() => {
    where = location.pathname;
  });
  return null;
}

async function renderSignedIn() {
  const fake = fakeServices(
    {
      'GET /api/auth/refresh': () => json(200, { token: 't', user: demoUser }),
      'POST /api/auth/sign-out': () => json(200, { ok: true }),
    },
    { token: 't' },
  );
  render(
    <MemoryRouter initialEntries={['/jobs']}>
      <MainApp services={fake.services} />
      <Spy />
    </MemoryRouter>,
  );
  const button = await screen.findByRole('button', { name: 'Dana Demo' });
  return { fake, button };
}

/** The menu, found through the button that controls it (it is hidden while closed). */
const menu = () =>
  document.getElementById(
    screen.getByRole('button', { name: 'Dana Demo' }).getAttribute('aria-controls') ?? '',
  )!;
const focusedText = () => document.activeElement?.textContent;

describe('the account menu', () => {
  it('is a menu button showing the person, closed at first', async () => {
    const { button } = await renderSignedIn();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().getAttribute('role')).toBe('menu');
    expect(menu().getAttribute('aria-label')).toBe('Account');
    expect(menu().hidden).toBe(true);
  });

  it('opens with the arrow keys, moves with arrows, Home and End, and Escape returns to the button', async () => {
    const { button } = await renderSignedIn();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(focusedText()).toBe('Profile'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Lists', 'Membership', 'Payments', 'Settings', 'Sign out']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Lists');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Membership');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Settings');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Profile');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focusedText()).toBe('Sign out');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focusedText()).toBe('Profile');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(focusedText()).toBe('Sign out'));
  });

  it('opens on click, goes to Settings and closes', async () => {
    const { button } = await renderSignedIn();
    fireEvent.click(button);
    await waitFor(() => expect(focusedText()).toBe('Profile'));
    fireEvent.click(within(menu()).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(where).toBe('/settings'));
    expect(menu().hidden).toBe(true);
  });

  it('closes on a press outside and on Tab', async () => {
    const { button } = await renderSignedIn();
    fireEvent.click(button);
    await waitFor(() => expect(menu().hidden).toBe(false));
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(menu().hidden).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(focusedText()).toBe('Profile'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(menu().hidden).toBe(true);
  });

  it('signs out from the menu', async () => {
    const { button, fake } = await renderSignedIn();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Trestle' })).toBeTruthy();
    expect(fake.calls).toContain('POST /api/auth/sign-out');
  });
});
