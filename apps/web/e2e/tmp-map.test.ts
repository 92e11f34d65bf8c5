import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  e2e,
  launchBrowser,
  openPage,
  seriousAxeViolations,
  signInAsDemo,
} from './helpers';

describe.skipIf(e2e.skip !== undefined)('tmp map', () => {
  it('tiles', async () => {
    const browser = await launchBrowser();
    for (const vp of [PHONE, DESKTOP]) {
      const p = await openPage(browser, vp);
      await signInAsDemo(p.page);
      await p.page.goto('/projects?view=map');
      await p.page.getByRole('region', { name: 'Map of projects' }).waitFor({ timeout: 60000 });
      await p.page.locator('img.leaflet-tile-loaded').first().waitFor({ timeout: 60000 });
      console.log('ERR', vp.width, p.errors);
      await p.page.screenshot({ path: `/tmp/map-${vp.width}.png`, fullPage: true });
      const q = await openPage(browser, vp, { bypassCSP: true });
      await signInAsDemo(q.page);
      for (const path of [
        '/projects',
        '/projects/new',
        '/jobs',
        '/jobs/new',
        '/projects?tab=searches',
      ]) {
        await q.page.goto(path);
        await q.page.waitForTimeout(1500);
        const v = await seriousAxeViolations(q.page);
        console.log('AXE', vp.width, path, JSON.stringify(v));
        const overflow = await q.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        console.log('OVERFLOW', vp.width, path, overflow);
      }
      await q.page.goto('/projects/new');
      await q.page.waitForTimeout(1500);
      await q.page.screenshot({ path: `/tmp/new-${vp.width}.png`, fullPage: true });
      await p.context.close();
      await q.context.close();
    }
    await browser.close();
    expect(1).toBe(1);
  });
});
