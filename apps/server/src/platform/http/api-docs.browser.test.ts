// The API reference in a real browser: /api/docs from a running server renders the contract's
// operations with nothing loaded from another origin and nothing refused by its CSP (these
// machines are offline, and the page's own policy forbids remote scripts).
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { contractPath, type OpenApiDocument } from '../openapi/contract';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const missing = existsSync(chromiumPath)
  ? undefined
  : `Chromium not found at ${chromiumPath} (install Debian's chromium package or set CHROMIUM_PATH)`;
if (missing && process.env.TRESTLE_REQUIRE_SERVICES === '1') throw new Error(missing);

/** The summary of an operation, as the contract states it. */
function summaryOf(operationId: string): string {
  const document = JSON.parse(readFileSync(contractPath(), 'utf8')) as OpenApiDocument;
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (
        operation &&
        typeof operation === 'object' &&
        'operationId' in operation &&
        operation.operationId === operationId &&
        operation.summary
      ) {
        return operation.summary;
      }
    }
  }
  throw new Error(`No operation ${operationId} with a summary in the contract.`);
}

describe.skipIf(missing !== undefined)('the API reference in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startTestApp();
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it(
    'shows the operations from the contract, loading nothing from another origin',
    { timeout: 90_000 },
    async () => {
      const origin = new URL(app.url).origin;
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      const elsewhere: string[] = [];
      const failed: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.origin !== origin) {
          elsewhere.push(request.url());
        }
      });
      page.on('requestfailed', (request) => failed.push(request.url()));

      const response = await page.goto(`${app.url}/api/docs`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-encoding']).toBe('br');
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).not.toMatch(/https?:|unsafe-eval/);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');

      await page
        .getByRole('heading', { name: /Trestle API/ })
        .first()
        .waitFor({ timeout: 30_000 });
      // Redoc lists each tag's operations by path; opening one shows its summary from the contract.
      await page.getByText('/auth/sign-in').first().click();
      await page.getByText(summaryOf('signIn')).first().waitFor({ timeout: 30_000 });
      await page.getByText(summaryOf('signUp')).first().waitFor();
      // Give late requests (telemetry, images) the chance to show up.
      await page.waitForLoadState('networkidle');

      expect(errors).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(failed).toEqual([]);
      await context.close();
    },
  );
});

if (missing !== undefined) {
  describe('the API reference in Chromium', () => {
    it.skip(`skipped: ${missing}`, () => undefined);
  });
}
