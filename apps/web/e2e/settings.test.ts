// The settings journeys (issue 22), in Chromium at phone (375 px) and desktop (1280 px) widths:
// changing the password signs out the other browser; changing the e-mail address through the
// mailed link; requesting and downloading the data archive; hibernating and waking; deleting.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  newestMailTo,
  openPage,
  PHONE,
  signIn,
  storedSession,
  waitForFrame,
  waitForToast,
} from './helpers';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';
import { apiCall, createPerson, PERSON_PASSWORD } from './people';

const LONG = { timeout: 60_000 };
const tag = () => Date.now().toString(36) + Math.floor(Math.random() * 1000);

/** Waits for the newest mail to the address to contain `text` (mail arrives from a job). */
async function mailWith(to: string, text: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mail = await newestMailTo(to);
    if (mail.includes(text) || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor(LONG);
  await page.getByRole('heading', { name: 'Account', level: 2 }).waitFor(LONG);
}

describe.skipIf(e2e.skip !== undefined)('settings journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the password on a desktop; the phone signed in elsewhere is signed out', async () => {
    const person = await createPerson(`pw_${tag()}`, 'Pat Password');
    const phone = await openPage(browser, PHONE);
    await signInToHome(phone.page, person);
    const desk = await openPage(browser, DESKTOP);
    await signInToHome(desk.page, person);
    await openSettings(desk.page);

    const page = desk.page;
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('a fresh long passphrase');
    await page.getByLabel('Repeat the new password').fill('a fresh long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    // A wrong current password shows on its field.
    await page.getByText('The password is not correct.').waitFor(LONG);
    await page.getByLabel('Current password').fill(PERSON_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForToast(page, 'Your password is changed');

    // The other browser's session ends at once: its page reloads signed out.
    await expect.poll(async () => (await storedSession(phone.page)).token, LONG).toBeNull();
    expect((await storedSession(page)).token).toBeTruthy();
    await expectNoHorizontalOverflow(page);
    expect(desk.errors).toEqual([]);
    await phone.context.close();
    await desk.context.close();
  });

  it('changes the e-mail address on a phone through the link mailed to the new address', async () => {
    const person = await createPerson(`em_${tag()}`, 'Em Mail');
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInToHome(page, person);
    await openSettings(page);
    await expectNoHorizontalOverflow(page);

    const next = `${person.username}.new@example.com`;
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`Waiting for confirmation: ${next}`).waitFor(LONG);

    const mail = await newestMailTo(next);
    const link = new RegExp(`https?://[^\\s"<>]+/settings/email\\?token=[A-Za-z0-9_-]+`).exec(mail);
    expect(link).not.toBeNull();
    await page.goto(link![0]);
    await page.getByText(`Your e-mail address is now ${next}.`).waitFor(LONG);
    // The old address is told, with a way to undo.
    expect(await mailWith(`${person.username}@example.com`, '/settings/email?undo=')).toContain(
      '/settings/email?undo=',
    );

    await openSettings(page);
    await page.getByText(next, { exact: true }).waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('requests the data archive on a desktop, sees it ready and downloads the zip', async () => {
    const person = await createPerson(`ar_${tag()}`, 'Archie Archive');
    await postAs(person, 'Beams delivered to the site today');
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInToHome(page, person);
    await openSettings(page);
    await page.getByRole('button', { name: 'Request my archive' }).click();
    await waitForToast(page, 'We are preparing your archive');
    const download = page.getByRole('button', { name: 'Download archive' });
    await download.waitFor(LONG);
    expect(await mailWith(`${person.username}@example.com`, 'archive is ready')).toContain(
      'archive is ready',
    );

    const [file] = await Promise.all([page.waitForEvent('download', LONG), download.click()]);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.includes(Buffer.from('posts.jsonl'))).toBe(true);
    // One a day: asking again is refused with the time to come back.
    await page.getByRole('button', { name: 'Make a new archive' }).click();
    await waitForToast(page, 'one archive a day');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hibernates on a phone (profile gone for others) and wakes by signing in again', async () => {
    const sleeper = await createPerson(`hb_${tag()}`, 'Hal Hibernate');
    const other = await createPerson(`hbo_${tag()}`, 'Olive Other');
    const profile = () =>
      apiCall(`/user/profile-by-name/${sleeper.username}`, { token: other.token });
    expect((await profile()).status).toBe(200);

    const { page, context, errors } = await openPage(browser, PHONE);
    await signInToHome(page, sleeper);
    await openSettings(page);
    await page.getByRole('button', { name: 'Hibernate my account' }).click();
    await page.getByRole('button', { name: 'Yes, hibernate my account' }).click();
    await expect.poll(async () => (await storedSession(page)).token, LONG).toBeNull();
    expect((await profile()).status).toBe(404);

    await page.goto('/sign-in');
    await signIn(page, sleeper.username, PERSON_PASSWORD);
    await waitForFrame(page);
    expect((await profile()).status).toBe(200);
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await context.close();
  });

  it('deletes the account on a desktop: signed out, mailed, and unable to sign in', async () => {
    const leaver = await createPerson(`del_${tag()}`, 'Dee Delete');
    const { page, context } = await openPage(browser, DESKTOP);
    await signInToHome(page, leaver);
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.getByLabel('Your password').fill(PERSON_PASSWORD);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.poll(async () => (await storedSession(page)).token, LONG).toBeNull();
    expect(await mailWith(`${leaver.username}@example.com`, 'is deleted')).toContain('is deleted');
    const again = await apiCall('/auth/sign-in', {
      method: 'POST',
      body: { login: leaver.username, password: PERSON_PASSWORD },
    });
    expect(again.status).toBe(400);
    await context.close();
  });
});
