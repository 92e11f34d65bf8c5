// Shared pieces of the browser journeys: the browser, pages at a given width, mails from the
// outbox, toasts and the accessibility check.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TOKEN_STORAGE_KEYS } from '@trestle/sdk';
import { inject } from 'vitest';
import './context';

export const e2e = inject('e2e');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export const DEMO_PASSWORD = 'trestle-demo-2026';

export const screenshotsDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

function ready() {
  if (e2e.skip !== undefined) throw new Error(e2e.skip);
  return e2e;
}

export function baseUrl(): string {
  return ready().baseUrl;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: ready().chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged as errors, and uncaught exceptions. */
  errors: string[];
}

/** A fresh browser context (own storage) with one page at the given viewport. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { bypassCSP?: boolean } = {},
): Promise<OpenedPage> {
  // bypassCSP only for the accessibility check: axe is injected as an inline script.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // Failed API calls are logged by the browser itself; the journeys check what the person sees.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return { context, page, errors };
}

/** The newest mail in the server's outbox addressed to `to`, or null. */
function findMailTo(to: string): string | null {
  const outbox = join(ready().dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
  for (const file of files) {
    const text = decodeQuotedPrintable(readFileSync(file, 'utf8'));
    if (new RegExp(`^To: .*${escapeRegExp(to)}`, 'mi').test(text)) return text;
  }
  return null;
}

/**
 * Waits for the newest mail to `to` in the server's outbox (mail is delivered by a background
 * job, so it lands a moment after the request), quoted-printable decoded.
 */
export async function newestMailTo(to: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = findMailTo(to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function linkIn(mail: string, path: string): string {
  const match = new RegExp(
    `${escapeRegExp(baseUrl())}${escapeRegExp(path)}\\?token=[A-Za-z0-9_-]+`,
  ).exec(mail);
  if (!match) throw new Error(`No ${path} link in the mail:\n${mail}`);
  return match[0];
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits for a toast with this text. */
export async function waitForToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Fills the sign-in form and submits it. */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as a demo user from a fresh page and waits for the frame. */
export async function signInAsDemo(page: Page, username = 'demo') {
  await page.goto('/sign-in');
  await signIn(page, username, DEMO_PASSWORD);
  await waitForFrame(page);
}

/** The signed-in frame is showing: top bar, navigation and main column. */
export async function waitForFrame(page: Page) {
  // On phones the navigation sits behind the Menu button: present, not visible.
  await page.locator('nav[aria-label="Main"]').waitFor({ state: 'attached' });
  // The account menu's button (avatar and name) in the top bar.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').waitFor();
  await page.getByRole('main').waitFor();
}

/** Signs out through the account menu in the top bar. */
export async function signOutThroughMenu(page: Page) {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

const require = createRequire(import.meta.url);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is judged on what settles: a toast or a button still fading in is not the page.
  await page.evaluate(() => {
    const settling = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([
      Promise.all(settling),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** The access token and role the app keeps in localStorage (the SDK's storage keys). */
export function storedSession(page: Page): Promise<{ token: string | null; role: string | null }> {
  return page.evaluate(
    (keys) => ({ token: localStorage.getItem(keys.token), role: localStorage.getItem(keys.role) }),
    { token: TOKEN_STORAGE_KEYS.token, role: TOKEN_STORAGE_KEYS.role },
  );
}

/**
 * Opens the composer for a new post the way the width offers it: the bottom bar's Post on a phone
 * (the only one there), the top bar's elsewhere.
 */
export async function openNewPost(page: Page) {
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  const where =
    width < 640 ? page.getByRole('navigation', { name: 'Shortcuts' }) : page.getByRole('banner');
  await where.getByRole('button', { name: 'Post', exact: true }).click();
}
