// Steps the signed-in journeys share: a post written through the API, signing in to the home
// screen with its realtime connection open, the no-sideways-scrolling check, and the notification
// badge and screen.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, waitForFrame } from './helpers';
import { api, PERSON_PASSWORD, type Person } from './people';

const LONG = { timeout: 60_000 };

/** A post by `author` through the API, in the business category unless `extra` says otherwise. */
export function postAs(author: Person, text: string, extra: Record<string, unknown> = {}) {
  return api<{ id: string }>('/user/post', {
    method: 'POST',
    token: author.token,
    body: { text: `<p>${text}</p>`, category: 'business', ...extra },
  });
}

/** Signs in through the form and waits for the home screen, its realtime connection open. */
export async function signInToHome(page: Page, person: Person) {
  const socket = page.waitForEvent('websocket', LONG);
  await page.goto('/sign-in');
  await signIn(page, person.username, PERSON_PASSWORD);
  await waitForFrame(page);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(LONG);
  await socket;
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The badge as the person meets it: the nav link on a wide screen, the Menu button on a phone. */
export function badge(page: Page, phone: boolean, unread: number | null) {
  const [label, after] = phone ? ['Menu', 'unread notifications'] : ['Notifications', 'unread'];
  const name = unread
    ? new RegExp(`^${label}\\s+${unread}\\s+${after}$`)
    : new RegExp(`^${label}$`);
  return phone
    ? page.getByRole('banner').getByRole('button', { name })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

/** Opens the notifications screen from the main navigation (behind Menu on a phone). */
export async function openNotifications(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /^Menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(LONG);
}
