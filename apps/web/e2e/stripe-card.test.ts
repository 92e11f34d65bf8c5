// The card in the browser with Stripe: a server of its own configured for Stripe (pointed at the
// loopback stand-in of Stripe's API, driven server-side by the real `stripe` client), a person
// upgrading from the real card form in Chromium. Proves that the page's own code sends the card
// number to the processor only (its CSP lets it), that our server gets a token and never the
// number (not in any request the page sent it, not in its output, not in its data folder), and
// that the upgrade completes once the processor's signed webhook arrives.
// What is not real: the stand-in is not Stripe, and the form posts the card to the processor's
// API itself rather than through Stripe.js's hosted fields (docs/payments.md says why).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CONFIRMED_MESSAGE } from '@trestle/core';
import { WEBHOOK_PATH } from '../../server/src/modules/payments/webhook';
import { startStripeStandIn, type StripeStandIn } from '../../server/test/support/stripe-stand-in';
import { SERVER_MAIN, startBuiltServer, type BuiltServer } from './built-server';
import {
  DEMO_PASSWORD,
  DESKTOP,
  e2e,
  launchBrowser,
  signIn,
  waitForFrame,
  waitForToast,
} from './helpers';

const LONG = { timeout: 60_000 };
const SECRET = 'whsec_e2e_secret';
const NUMBER = '4242424242424242';

/** Every file under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesContaining(path, needle));
    else if (readFileSync(path).includes(needle)) found.push(path);
  }
  return found;
}

describe.skipIf(e2e.skip !== undefined)('the card with Stripe', () => {
  let browser: Browser;
  let stand: StripeStandIn;
  let server: BuiltServer;
  beforeAll(async () => {
    stand = await startStripeStandIn();
    server = await startBuiltServer(SERVER_MAIN, {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_API_URL: stand.url,
      LOG_LEVEL: 'info',
    });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stand?.close();
  });

  it('goes from the page to the processor; our server gets a token and never the number', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    const toOurServer: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(server.baseUrl)) toOurServer.push(request.postData() ?? '');
    });
    try {
      await page.goto('/sign-in');
      await signIn(page, 'demo', DEMO_PASSWORD);
      await waitForFrame(page);
      await page.goto('/upgrade');
      await page.getByRole('button', { name: 'Choose Pro' }).click(LONG);
      await page.getByRole('textbox', { name: /^Card number/ }).fill(NUMBER);
      await page.getByRole('textbox', { name: /^Expiry/ }).fill('1239');
      await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
      await page.getByRole('textbox', { name: /^Name on the card/ }).fill('Dana Demo');
      await page.getByRole('button', { name: 'Pay $19' }).click();
      await page.getByText(/Waiting for confirmation/).waitFor(LONG);

      // The number went to the processor, from the page.
      const tokenised = stand.requests.filter(
        (r) => r.method === 'POST' && r.path === '/v1/payment_methods',
      );
      expect(tokenised).toHaveLength(1);
      expect(tokenised[0]!.body.card.number).toBe(NUMBER);
      // The processor settles the first invoice and tells our server, signed.
      const invoice = [...stand.objects.values()].find(
        (o) => o.object === 'invoice' && o.status === 'open',
      );
      expect(invoice).toBeDefined();
      for (const event of stand.settle(invoice!.id)) {
        const { body, signature } = stand.sign(event, SECRET);
        const delivered = await fetch(`${server.baseUrl}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        });
        expect(delivered.status).toBe(200);
      }
      await waitForToast(page, PAYMENT_CONFIRMED_MESSAGE);

      // Our server never saw the number: not sent to it, not printed, not stored.
      const spaced = NUMBER.replace(/(\d{4})(?=\d)/g, '$1 ');
      expect(toOurServer.some((body) => body.includes(NUMBER) || body.includes(spaced))).toBe(
        false,
      );
      // What it got instead: the processor's token.
      expect(toOurServer.some((body) => /"token":"pm_/.test(body))).toBe(true);
      expect(server.output()).not.toContain(NUMBER);
      expect(filesContaining(server.dataDir, NUMBER)).toEqual([]);
      // Nor did the server-side client send it anywhere: only the page's request carried it.
      expect(stand.requests.filter((r) => r.raw.includes(NUMBER))).toHaveLength(1);
    } finally {
      await context.close();
    }
  }, 300_000);
});
