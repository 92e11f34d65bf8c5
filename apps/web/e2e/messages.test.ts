// Two people, two browsers, direct messages: Ann finds Bob under People and writes; Bob's badge
// and list move live, he opens the chat and Ann sees "Read"; he reacts and answers, she edits and
// deletes, both live; she pins the chat and finds his answer by message search.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './helpers';
import { api, createPerson } from './people';
import { makePng } from './png';
import { expectNoHorizontalOverflow, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

/** The Messages link: the bottom bar on a phone, the main navigation on a wide screen. */
function messagesLink(page: Page, phone: boolean, unreadChats: number | null) {
  const name = unreadChats
    ? new RegExp(`^Messages\\s*${unreadChats}\\s*unread chats$`)
    : /^Messages$/;
  return phone
    ? page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

describe.skipIf(e2e.skip !== undefined)('direct messages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`two people write, read, react, edit, delete, pin and search at ${viewport.width} px`, async () => {
      const phone = viewport.width < 640;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      await api(`/user/${bob.id}/follow`, { method: 'POST', token: ann.token });
      await api(`/user/${ann.id}/follow`, { method: 'POST', token: bob.token });
      const first = `Hello Bob ${stamp}`;
      const answer = `Rebar arrives Tuesday ${stamp}`;

      const a = await openPage(browser, viewport, { bypassCSP: true });
      const b = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(a.page, ann);
        await signInToHome(b.page, bob);
        await messagesLink(b.page, phone, null).click();
        await b.page.getByText('No messages yet').waitFor(LONG);

        // Ann finds Bob under People and writes (Shift+Enter breaks the line, Enter sends).
        await messagesLink(a.page, phone, null).click();
        await a.page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor(LONG);
        await a.page.getByRole('tab', { name: 'People' }).click();
        await a.page.getByRole('textbox', { name: 'Find people' }).fill(bob.username);
        await a.page
          .getByRole('main')
          .getByRole('list', { name: 'People' })
          // Fuzzy search also finds other journeys' Bobs: pick this one by username.
          .getByRole('link', { name: new RegExp(`@${bob.username}$`) })
          .click(LONG);
        const annBox = a.page.getByRole('textbox', { name: 'Write to Bob Builder' });
        await annBox.fill(first);
        await annBox.press('Shift+Enter');
        await annBox.pressSequentially('second line');
        await annBox.press('Enter');
        const annMessages = a.page.getByRole('list', { name: 'Messages with Bob Builder' });
        const mine = annMessages.getByRole('listitem').filter({ hasText: first });
        await mine.getByText('Sent').waitFor(LONG);
        expect(await mine.locator('p').first().innerText()).toBe(`${first}\nsecond line`);

        // Bob: the badge and his list move live; opening the chat reads it.
        await messagesLink(b.page, phone, 1).waitFor(LONG);
        await b.page
          .getByRole('main')
          .getByRole('region', { name: 'Chats' })
          .getByRole('link', { name: /Ann Architect/ })
          .click(LONG);
        const bobMessages = b.page.getByRole('list', { name: 'Messages with Ann Architect' });
        const theirs = bobMessages.getByRole('listitem').filter({ hasText: first });
        await theirs.waitFor(LONG);
        await mine.getByText('Read').waitFor(LONG);
        await messagesLink(b.page, phone, null).waitFor(LONG);

        // Bob reacts and answers; Ann sees both live.
        await theirs.getByRole('combobox', { name: 'React to the message' }).selectOption('love');
        await mine.getByText('Reaction: Love').waitFor(LONG);
        const bobBox = b.page.getByRole('textbox', { name: 'Write to Ann Architect' });
        await bobBox.fill(answer);
        await bobBox.press('Enter');
        await annMessages.getByRole('listitem').filter({ hasText: answer }).waitFor(LONG);

        // Ann sends a photo through the upload queue; Bob sees it live.
        await a.page.locator('input[type="file"]').setInputFiles({
          name: 'site.png',
          mimeType: 'image/png',
          buffer: makePng(64, 48),
        });
        await a.page.getByRole('list', { name: 'Attachments' }).getByText('Ready').waitFor(LONG);
        await a.page.getByRole('button', { name: 'Send', exact: true }).click();
        await bobMessages.getByRole('img', { name: 'Attached image' }).waitFor(LONG);
        await a.page.getByRole('list', { name: 'Attachments' }).waitFor({ state: 'detached' });

        // Ann edits, then deletes her message; Bob sees both live.
        await mine.getByRole('button', { name: 'Edit' }).click();
        const edit = a.page.getByRole('textbox', { name: 'Edit your message' });
        await edit.fill(`${first} changed`);
        await a.page.getByRole('button', { name: 'Save' }).click();
        const edited = bobMessages.getByRole('listitem').filter({ hasText: `${first} changed` });
        await edited.getByText('Edited').waitFor(LONG);
        await screenshot(a.page, `messages-chat-${viewport.width}`);
        expect(await seriousAxeViolations(a.page), 'chat').toEqual([]);
        await expectNoHorizontalOverflow(a.page);
        await expectNoHorizontalOverflow(b.page);

        await annMessages
          .getByRole('listitem')
          .filter({ hasText: first })
          .getByRole('button', { name: 'Delete' })
          .click();
        await a.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await bobMessages.getByText('This message was deleted').waitFor(LONG);
        await annMessages.getByText('This message was deleted').waitFor(LONG);

        // Ann pins the chat from its menu: it shows under Pinned in her list.
        await a.page.getByRole('button', { name: /^Chat actions for / }).click();
        await a.page.getByRole('menuitem', { name: 'Pin the chat' }).click();
        await a.page.getByRole('button', { name: /^Chat actions for / }).click();
        await a.page.getByRole('menuitem', { name: 'Unpin the chat' }).waitFor(LONG);
        await a.page.keyboard.press('Escape');
        if (phone) await a.page.getByRole('link', { name: '← Chats' }).click();
        await a.page.getByRole('tab', { name: 'Chats' }).click();
        const pinned = a.page.getByRole('region', { name: 'Pinned' });
        await pinned.getByRole('link', { name: /Bob Builder/ }).waitFor(LONG);

        // Message search finds Bob's answer and opens the chat at it.
        await a.page.getByRole('tab', { name: 'Messages' }).click();
        await a.page.getByRole('textbox', { name: 'Search messages' }).fill(`Rebar ${stamp}`);
        const found = a.page.getByRole('list', { name: 'Messages found' }).getByRole('link');
        await found.filter({ hasText: answer }).click(LONG);
        await annMessages.getByRole('listitem').filter({ hasText: answer }).waitFor(LONG);
        expect(a.page.url()).toContain(`/messages/${bob.id}#message-`);

        await screenshot(b.page, `messages-chat-bob-${viewport.width}`);
        expect(await seriousAxeViolations(b.page), 'chat of the other person').toEqual([]);
        await expectNoHorizontalOverflow(a.page);
        expect(a.errors).toEqual([]);
        expect(b.errors).toEqual([]);
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });
  }
});
