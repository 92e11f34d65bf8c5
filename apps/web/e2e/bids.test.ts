// Bids that lead somewhere (issue 24), at 375 and 1280 px: two contractors bid on a project (one
// with a document); the owner sees every bid's amount, bidder, distance, response time, message
// and documents inside the window, awards one after a confirmation, and the other bidder is
// notified that the project went to someone else.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForToast,
} from './helpers';
import { expectNoHorizontalOverflow, signInToHome } from './journeys';
import { makePdf } from './pdf';
import { api, apiCall, createPerson, type Person } from './people';

const LONG = { timeout: 60_000 };
const FACTS = ['Amount', 'Distance', 'Response time', 'Message', 'Documents'];

async function createContractor(username: string, name: string, company: string) {
  const person = await createPerson(username, name, { accountType: 'business' });
  await apiCall('/user/profile', {
    method: 'POST',
    token: person.token,
    body: {
      company: { name: company, businessType: 'general_contractor' },
      general: { displayName: name, location: 'Austin, TX 78704' },
    },
  });
  return person;
}

/** A PDF uploaded through POST /files by `person`. */
async function upload(person: Person, name: string): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePdf(['Quote', 'Total: 238,000']))]), name);
  const response = await fetch(`${baseUrl()}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string };
}

/** Every fact of every bid card is shown and inside the window (nothing cut off). */
async function expectEveryFactVisible(page: Page, cards: number) {
  const compared = page.getByRole('list', { name: 'Bids compared' });
  expect(await compared.getByRole('article').count()).toBe(cards);
  const width = page.viewportSize()!.width;
  for (let i = 0; i < cards; i++) {
    const card = compared.getByRole('article').nth(i);
    for (const term of FACTS) {
      const fact = card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
      await fact.scrollIntoViewIfNeeded();
      expect(await fact.isVisible(), term).toBe(true);
      const box = (await fact.boundingBox())!;
      expect(box.x, term).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, term).toBeLessThanOrEqual(width);
      expect((await fact.textContent())?.trim(), term).not.toBe('');
    }
  }
}

describe.skipIf(e2e.skip !== undefined)('bids', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the owner sees every bid in full, awards one, and the other bidder is told at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const owner = await createPerson(`olga_${stamp}`, 'Olga Owner');
      const carla = await createContractor(`carla_${stamp}`, 'Carla Concrete', `Carla Co ${stamp}`);
      const dirk = await createContractor(`dirk_${stamp}`, 'Dirk Digger', `Dirk Works ${stamp}`);
      const title = `Library annex ${stamp}`;
      const project = await api<{ id: string }>('/user/project', {
        method: 'POST',
        token: owner.token,
        body: {
          title,
          description: '<p>A one-storey annex: slab, steel frame and roof.</p>',
          category: 'institutional',
          bid: 250000,
          location: { label: 'Austin, TX', zip: '78701' },
          bidDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
      });
      const quote = await upload(carla, 'carla-quote.pdf');
      await api(`/user/project/${project.id}/apply`, {
        method: 'POST',
        token: carla.token,
        body: {
          amount: 238000,
          message: 'Crew free from May; we pour the slab in one day.',
          documents: [{ url: quote.url, name: 'Detailed quote for the annex' }],
        },
      });
      await api(`/user/project/${project.id}/apply`, {
        method: 'POST',
        token: dirk.token,
        body: { amount: 226000, message: 'We can start at once.' },
      });

      const o = await openPage(browser, viewport, { bypassCSP: true });
      const d = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(o.page, owner);
        await o.page.goto(`/projects/${project.id}`);
        await o.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        await o.page.getByText(/^Bids close /).waitFor(LONG);
        await o.page.getByRole('list', { name: 'Bids compared' }).waitFor(LONG);
        await expectEveryFactVisible(o.page, 2);
        await o.page.getByRole('link', { name: 'Detailed quote for the annex' }).waitFor(LONG);
        await expectNoHorizontalOverflow(o.page);
        // Nothing destructive is open on the page: the delete is in the menu.
        expect(await o.page.getByLabel('Your password').count()).toBe(0);
        await screenshot(o.page, `bids-${viewport.width}`);
        expect(await seriousAxeViolations(o.page)).toEqual([]);

        // The owner awards Carla's bid, after a confirmation.
        const carlaCard = o.page.getByRole('article', { name: 'Bid from Carla Concrete' });
        await carlaCard.getByRole('button', { name: 'Award' }).click();
        const confirm = o.page.getByRole('dialog', {
          name: 'Award the project to Carla Concrete?',
        });
        await confirm.getByRole('button', { name: 'Award the project' }).click();
        await waitForToast(o.page, 'The project is awarded to Carla Concrete.');
        await carlaCard.getByText('Awarded').waitFor(LONG);
        await o.page.getByText('Awarded', { exact: true }).first().waitFor(LONG);
        await expectEveryFactVisible(o.page, 2);

        // Dirk is told the project went to another bidder.
        await signInToHome(d.page, dirk);
        await d.page.goto('/notifications');
        await d.page.getByText(`awarded the project ${title} to another bidder`).waitFor(LONG);
        await d.page.goto(`/projects/${project.id}`);
        await d.page.getByText(/The project went to another bidder\./).waitFor(LONG);
        expect(await d.page.getByRole('form', { name: 'Your bid' }).count()).toBe(0);
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
        await d.context.close();
      }
    });
  }
});
