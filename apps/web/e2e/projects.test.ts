// The project board end to end: an owner posts a project with a PDF; a contractor (a business
// account) finds it by ZIP code and radius on the map (tiles from the loopback site, under the
// real CSP) and by a word inside the PDF, and bids; a second contractor bids; the owner compares
// the two bids as cards. Then a job: an employer posts a remote job, a person finds it with
// the remote filter and applies with a résumé.
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
  waitForToast,
} from './helpers';
import { expectNoHorizontalOverflow, signInToHome } from './journeys';
import { makePdf } from './pdf';
import { api, apiCall, createPerson, type Person } from './people';

// Generous: in CI these journeys share two cores with the server suite. (Their failures there
// were not slowness but the quota notice remounting the filled form; fixed in QuotaNotice.)
const LONG = { timeout: 150_000 };
const JOURNEY_TIMEOUT = 400_000;
// Austin, TX: the project's ZIP code; 78704 is about 2 miles away, 10001 (New York) 1,500.
const PROJECT_ZIP = '78701';
const NEAR_ZIP = '78704';
const FAR_ZIP = '10001';

/** A contractor: a business account with a company and a place (for the bids' distance). */
async function createContractor(username: string, name: string, company: string) {
  const person = await createPerson(username, name, { accountType: 'business' });
  // The comparison shows the company and trade; the server may ask for more, which is no fault here.
  await apiCall('/user/profile', {
    method: 'POST',
    token: person.token,
    body: {
      company: { name: company, businessType: 'general_contractor' },
      general: { displayName: name, location: NEAR_ZIP },
    },
  });
  return person;
}

/** The project list, its search read from the address (reloaded until `ready` holds). */
async function searchUntil(page: Page, query: string, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto(`/projects?${query}`);
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor(LONG);
    await page.getByRole('status').filter({ hasText: /found/ }).first().waitFor(LONG);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`The search ${query} never found what it should`);
    // Documents are read in the background: try again in a moment.
    await page.waitForTimeout(1000);
  }
}

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe.skipIf(e2e.skip !== undefined)('projects and jobs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(
      `a project is posted with a PDF, found on the map and by its document, bid on twice and the bids compared at ${viewport.width} px`,
      async () => {
        const stamp = `${viewport.width}${Date.now().toString(36)}`;
        const owner = await createPerson(`owen_${stamp}`, 'Owen Owner');
        const carla = await createContractor(
          `carla_${stamp}`,
          'Carla Concrete',
          `Carla Co ${stamp}`,
        );
        const dirk = await createContractor(`dirk_${stamp}`, 'Dirk Digger', `Dirk Works ${stamp}`);
        const title = `Riverside clinic ${stamp}`;
        const word = `bentonite${stamp}`;

        // The owner's page runs axe (an inline script): CSP bypassed there. The contractor's page
        // keeps the real CSP, so the map's tiles prove their origin is allowed.
        const o = await openPage(browser, viewport, { bypassCSP: true });
        const c = await openPage(browser, viewport);
        try {
          // The owner posts the project with its scope of work as a PDF.
          await signInToHome(o.page, owner);
          await o.page.goto('/projects');
          await o.page.getByRole('link', { name: 'Post a project' }).click();
          await o.page.getByRole('heading', { name: 'Post a project', level: 1 }).waitFor(LONG);
          await o.page.getByRole('textbox', { name: /^Title/ }).fill(title);
          await o.page
            .getByRole('textbox', { name: 'Description' })
            .fill('A two-storey clinic by the river: foundations, roof and waterproofing.');
          await o.page.getByRole('combobox', { name: 'Category' }).selectOption('institutional');
          await o.page.getByRole('textbox', { name: /^Budget/ }).fill('250000');
          await o.page.getByRole('textbox', { name: /^ZIP code/ }).fill(PROJECT_ZIP);
          await o.page.getByRole('textbox', { name: /^Place/ }).fill('Austin, TX');
          await o.page.locator('input[type="file"]').setInputFiles({
            name: 'scope-of-work.pdf',
            mimeType: 'application/pdf',
            buffer: makePdf([
              'Riverside Clinic - Scope of Work',
              `Section 4. Waterproofing: apply a ${word} membrane to all below-grade walls.`,
            ]),
          });
          await o.page.getByRole('link', { name: 'scope-of-work.pdf' }).waitFor(LONG);
          await expectAccessible(o.page);
          await o.page.getByRole('button', { name: 'Post project' }).click();
          await o.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
          const projectId = new URL(o.page.url()).pathname.split('/').pop()!;
          await o.page.getByRole('link', { name: 'scope-of-work.pdf' }).waitFor(LONG);
          await o.page.getByText('No bids yet.').waitFor(LONG);

          // A contractor near Austin finds it on the map by ZIP code and radius.
          await signInToHome(c.page, carla);
          await c.page.goto('/projects');
          await c.page.getByRole('textbox', { name: /^ZIP code/ }).fill(NEAR_ZIP);
          await c.page.getByRole('textbox', { name: /^Within/ }).fill('50');
          await c.page.getByRole('button', { name: 'Search', exact: true }).click();
          await c.page.getByRole('button', { name: 'Map', exact: true }).click();
          const map = c.page.getByRole('region', { name: 'Map of projects' });
          await map.waitFor(LONG);
          const list = c.page.getByRole('list', { name: 'Projects' });
          await list.getByRole('link', { name: title }).waitFor(LONG);
          await c.page.locator('img.leaflet-tile-loaded').first().waitFor(LONG);
          expect(await map.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
          // Choosing it in the list opens its popup on the map.
          await list.getByRole('button', { name: `Show ${title} on the map` }).click();
          await map.getByRole('link', { name: title }).waitFor(LONG);
          await expectNoHorizontalOverflow(c.page);
          await screenshot(c.page, `projects-map-${viewport.width}`);
          expect(c.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);

          // She saves the search, mailed weekly, and finds it under Saved searches.
          await c.page.getByRole('button', { name: 'Save this search' }).click();
          const save = c.page.getByRole('form', { name: 'Save this search' });
          await save.getByRole('textbox', { name: /^Title/ }).fill(`Near Austin ${stamp}`);
          await save.getByRole('combobox', { name: 'Mail me new matches' }).selectOption('weekly');
          await save.getByRole('button', { name: 'Save search' }).click();
          await c.page.getByText(`Saved as “Near Austin ${stamp}”.`).waitFor(LONG);
          await c.page.getByRole('tab', { name: 'Saved searches' }).click();
          await c.page.getByRole('heading', { name: `Near Austin ${stamp}` }).waitFor(LONG);
          await c.page.getByText(`within 50 mi of ${NEAR_ZIP}`).waitFor(LONG);

          // Far away, 50 miles do not reach it.
          await searchUntil(c.page, `zip=${FAR_ZIP}&radius=50`, async () => true);
          expect(await c.page.getByRole('link', { name: title }).count()).toBe(0);

          // A word found only inside the PDF finds it, with the passage.
          await searchUntil(c.page, `searchKeyword=${word}`, async () =>
            c.page.getByRole('list', { name: 'Matching passages' }).isVisible(),
          );
          await c.page
            .getByRole('list', { name: 'Matching passages' })
            .getByText(word)
            .waitFor(LONG);
          await c.page.getByRole('link', { name: title }).click();
          await c.page.getByRole('heading', { name: `Where “${word}” appears` }).waitFor(LONG);

          // She bids.
          const bid = c.page.getByRole('form', { name: 'Your bid' });
          await bid.getByRole('textbox', { name: /^Your price/ }).fill('238000');
          await bid
            .getByRole('textbox', { name: 'Message to the owner' })
            .fill('Crew free from May; bentonite work in house.');
          await bid.getByRole('button', { name: 'Send your bid' }).click();
          await waitForToast(c.page, 'Your bid is sent.');
          await c.page.getByRole('heading', { name: 'Your bid' }).waitFor(LONG);

          // A second contractor bids (through the API).
          await api(`/user/project/${projectId}/apply`, {
            method: 'POST',
            token: dirk.token,
            body: { amount: 226000, message: 'We can start at once.' },
          });

          // The owner compares the two bids, cheapest first, then by the bidders' names.
          await o.page.reload();
          const compared = o.page.getByRole('list', { name: 'Bids compared' });
          await compared.waitFor(LONG);
          const bidders = () =>
            compared
              .getByRole('article')
              .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
          expect(await bidders()).toEqual(['Bid from Dirk Digger', 'Bid from Carla Concrete']);
          await o.page
            .getByRole('group', { name: 'Sort the bids' })
            .getByRole('button', { name: /^Amount/ })
            .click();
          expect(await bidders()).toEqual(['Bid from Carla Concrete', 'Bid from Dirk Digger']);
          await compared.getByText('$238,000').waitFor(LONG);
          await screenshot(o.page, `projects-bids-${viewport.width}`);
          await expectAccessible(o.page);
          await expectNoHorizontalOverflow(o.page);
          expect(o.errors).toEqual([]);
        } finally {
          await o.context.close();
          await c.context.close();
        }
      },
      JOURNEY_TIMEOUT,
    );

    it(
      `a remote job is posted, found with the remote filter and applied to with a résumé at ${viewport.width} px`,
      async () => {
        const stamp = `${viewport.width}${Date.now().toString(36)}`;
        const employer: Person = await createPerson(`emma_${stamp}`, 'Emma Employer', {
          accountType: 'business',
        });
        const applicant = await createPerson(`pete_${stamp}`, 'Pete Planner');
        const title = `Remote estimator ${stamp}`;
        const e = await openPage(browser, viewport, { bypassCSP: true });
        const a = await openPage(browser, viewport, { bypassCSP: true });
        try {
          await signInToHome(e.page, employer);
          await e.page.goto('/jobs');
          await e.page.getByRole('link', { name: 'Post a job' }).click();
          await e.page.getByRole('heading', { name: 'Post a job', level: 1 }).waitFor(LONG);
          await e.page.getByRole('textbox', { name: /^Title/ }).fill(title);
          await e.page
            .getByRole('textbox', { name: 'Description' })
            .fill('Price commercial work from plans, from anywhere.');
          await e.page.getByRole('combobox', { name: 'Category' }).selectOption('commercial');
          await e.page.getByRole('combobox', { name: 'Employment type' }).selectOption('full_time');
          await e.page.getByRole('radio', { name: 'Remote' }).check();
          await e.page.getByRole('textbox', { name: /^From/ }).fill('70000');
          await e.page.getByRole('textbox', { name: /^To/ }).fill('90000');
          await expectAccessible(e.page);
          await e.page.getByRole('button', { name: 'Post job' }).click();
          await e.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);

          // The applicant looks for remote work only.
          await signInToHome(a.page, applicant);
          await a.page.goto('/jobs');
          // On a phone the workplace choice is among the filters that open on demand.
          if (viewport.width < 640) {
            await a.page.getByRole('button', { name: 'More filters' }).click();
          }
          await a.page.getByRole('checkbox', { name: 'Remote' }).check();
          await a.page.getByRole('button', { name: 'Search', exact: true }).click();
          await a.page.getByRole('link', { name: title }).waitFor(LONG);
          expect(new URL(a.page.url()).searchParams.getAll('workplace')).toEqual(['remote']);
          await expectAccessible(a.page);
          await expectNoHorizontalOverflow(a.page);
          await a.page.getByRole('link', { name: title }).click();
          const form = a.page.getByRole('form', { name: 'Apply' });
          await form
            .getByRole('textbox', { name: 'Message to the employer' })
            .fill('Ten years of estimating for general contractors.');
          await form.locator('input[type="file"]').setInputFiles({
            name: 'resume.pdf',
            mimeType: 'application/pdf',
            buffer: makePdf(['Pete Planner', 'Estimator, ten years']),
          });
          await form.getByRole('link', { name: 'resume.pdf' }).waitFor(LONG);
          await form.getByRole('button', { name: 'Send application' }).click();
          await waitForToast(a.page, 'Your application is sent.');
          await a.page.getByText('You have applied to this job.').waitFor(LONG);

          // The employer sees the application.
          await e.page.reload();
          await e.page.getByText('1 person has applied.').waitFor(LONG);
          const applications = e.page.getByRole('list', { name: 'Applications' });
          await applications.getByRole('link', { name: 'Pete Planner' }).waitFor(LONG);
          await applications.getByRole('link', { name: 'resume.pdf' }).waitFor(LONG);
          expect(e.errors).toEqual([]);
          expect(a.errors).toEqual([]);
        } finally {
          await e.context.close();
          await a.context.close();
        }
      },
      JOURNEY_TIMEOUT,
    );
  }
});
