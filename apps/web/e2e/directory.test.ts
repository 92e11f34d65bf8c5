// Two people, two browsers, the directory: Cora's company lists its services through the form;
// Owen, a property owner, finds it by category and radius around his ZIP code, opens it and asks
// for a quote; Cora is told (a notification), reads the request as the first message of a
// conversation with Owen, answers there, and finds the request answered among those received.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './helpers';
import { createPerson } from './people';
import { expectNoHorizontalOverflow, openNotifications, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

/** Opens the directory from the main navigation (behind Menu on a phone). */
async function openDirectory(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /^Menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Directory' })
    .click();
  await page.getByRole('heading', { name: 'Directory', level: 1 }).waitFor(LONG);
}

describe.skipIf(e2e.skip !== undefined)('directory', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a company is listed, found by category and radius, asked for a quote and answers at ${viewport.width} px`, async () => {
      const phone = viewport.width < 640;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const cora = await createPerson(`cora_${stamp}`, 'Cora Electric', {
        accountType: 'business',
      });
      const owen = await createPerson(`owen_${stamp}`, 'Owen Owner');
      const title = `Cora Electric ${stamp}`;
      const ask = `Panel upgrade for a 1960s house ${stamp}`;
      const answer = `We can come Tuesday ${stamp}`;

      const c = await openPage(browser, viewport, { bypassCSP: true });
      const o = await openPage(browser, viewport, { bypassCSP: true });
      try {
        // Cora lists her company: Electricians, in Austin.
        await signInToHome(c.page, cora);
        await openDirectory(c.page, phone);
        await c.page.getByRole('link', { name: 'Add a listing' }).first().click();
        await c.page.getByRole('heading', { name: 'Add a listing', level: 1 }).waitFor(LONG);
        await c.page.getByRole('button', { name: 'Publish the listing' }).click();
        await c.page.getByText('Give the listing a title.').waitFor(LONG);
        await c.page.getByRole('textbox', { name: /^Company or service name/ }).fill(title);
        await c.page
          .getByRole('textbox', { name: 'What you do' })
          .fill('Licensed electricians: panels, EV chargers, lighting.');
        await c.page.getByRole('checkbox', { name: 'Specialty contractor' }).check();
        await c.page.getByRole('checkbox', { name: 'Residential' }).check();
        await c.page.getByRole('checkbox', { name: 'Electricians', exact: true }).check();
        await c.page
          .getByRole('textbox', { name: /^Keywords/ })
          .fill('panel upgrades, EV chargers');
        await c.page.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
        expect(await seriousAxeViolations(c.page), 'listing form').toEqual([]);
        await c.page.getByRole('button', { name: 'Publish the listing' }).click();
        await c.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        await c.page.getByRole('button', { name: 'Close listing' }).waitFor(LONG);

        // Owen finds it: Electricians, within 25 miles of Round Rock.
        await signInToHome(o.page, owen);
        await openDirectory(o.page, phone);
        // On a phone the categories fold behind one button.
        if (phone) await o.page.getByRole('button', { name: /Categories$/ }).click();
        await o.page
          .getByRole('button', { name: 'Show Mechanical, electrical and plumbing' })
          .click();
        await o.page.getByRole('button', { name: /^Electricians/ }).click();
        await o.page.getByRole('textbox', { name: 'ZIP code' }).fill('78664');
        await o.page.getByRole('combobox', { name: 'Radius' }).selectOption({
          label: 'Within 25 miles',
        });
        await o.page.getByRole('button', { name: 'Search', exact: true }).click();
        const card = o.page.getByRole('article', { name: title });
        await card.waitFor(LONG);
        await card.getByText('Electricians').waitFor(LONG);
        await screenshot(o.page, `directory-${viewport.width}`);
        expect(await seriousAxeViolations(o.page), 'directory').toEqual([]);
        await expectNoHorizontalOverflow(o.page);

        // Beyond the radius it is not found.
        await o.page.getByRole('textbox', { name: 'ZIP code' }).fill('75201');
        await o.page.getByRole('button', { name: 'Search', exact: true }).click();
        await card.waitFor({ state: 'detached', ...LONG });
        await o.page.getByRole('textbox', { name: 'ZIP code' }).fill('78664');
        await o.page.getByRole('button', { name: 'Search', exact: true }).click();
        await card.getByRole('link', { name: title }).click(LONG);

        // Owen asks for a quote.
        await o.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        await o.page.getByRole('textbox', { name: 'What do you need?' }).fill(ask);
        await o.page.getByRole('textbox', { name: 'Budget (USD)' }).fill('3500');
        await o.page.getByRole('textbox', { name: 'Project ZIP code' }).fill('78664');
        expect(await seriousAxeViolations(o.page), 'listing page').toEqual([]);
        await o.page.getByRole('button', { name: 'Send the request' }).click();
        await o.page.getByRole('heading', { name: 'Quote requested' }).waitFor(LONG);
        await expectNoHorizontalOverflow(o.page);

        // Cora is told, and reads the request in a conversation with Owen.
        await openNotifications(c.page, phone);
        const told = c.page
          .getByRole('article')
          .filter({ hasText: `asked for a quote on ${title}` });
        await told.waitFor(LONG);
        await told.getByText('Owen Owner').waitFor(LONG);
        await c.page.goto(`/messages/${owen.id}`);
        const chat = c.page.getByRole('list', { name: 'Messages with Owen Owner' });
        await chat.getByRole('listitem').filter({ hasText: ask }).waitFor(LONG);
        await chat.getByText(`Quote request for ${title}`).waitFor(LONG);
        const box = c.page.getByRole('textbox', { name: 'Write to Owen Owner' });
        await box.fill(answer);
        await box.press('Enter');
        await chat.getByRole('listitem').filter({ hasText: answer }).waitFor(LONG);

        // The request is answered by that reply.
        await c.page.goto('/directory/quotes');
        const request = c.page.getByRole('article', { name: 'Quote request from Owen Owner' });
        await request.getByText('Answered', { exact: true }).waitFor(LONG);
        await request.getByText(ask).waitFor(LONG);
        await screenshot(c.page, `directory-quotes-${viewport.width}`);
        expect(await seriousAxeViolations(c.page), 'received quotes').toEqual([]);
        await expectNoHorizontalOverflow(c.page);

        expect(c.errors, 'Cora’s page errors').toEqual([]);
        expect(o.errors, 'Owen’s page errors').toEqual([]);
      } finally {
        await c.context.close();
        await o.context.close();
      }
    }, 300_000);
  }
});
