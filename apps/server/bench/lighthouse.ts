// The `lighthouse` entry of `pnpm bench`: Lighthouse's mobile performance and accessibility scores
// (its default: a mid-range phone, simulated slow 4G) for a visitor's first screen of `/`,
// `/projects` and a profile, served by the real server with the built web app on PGlite with the
// demo data. Chromium comes from CHROME_PATH (or CHROMIUM_PATH, else /usr/bin/chromium); nothing
// leaves the machine. Goal: performance ≥ 95, accessibility 100.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './http';

export interface LighthouseRow {
  page: string;
  performance: number | null;
  accessibility: number | null;
  /** Largest contentful paint and first contentful paint, milliseconds (simulated). */
  lcp: number | null;
  fcp: number | null;
}

export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100 };

const PAGES = ['/', '/projects', '/profile/buildco'];

export async function runLighthouse(logLevel: string): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trestle-bench-lighthouse-'));
  const server = await startServer({ dataDir, logLevel, seedDemo: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of PAGES) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      const score = (key: string) => {
        const value = lhr?.categories[key]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const ms = (audit: string) => {
        const value = lhr?.audits[audit]?.numericValue;
        return typeof value === 'number' ? Math.round(value) : null;
      };
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcp: ms('largest-contentful-paint'),
        fcp: ms('first-contentful-paint'),
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLighthouse(rows: readonly LighthouseRow[]): void {
  const mark = (value: number | null, goal: number) =>
    value === null ? 'n/a' : `${value}${value >= goal ? '' : ' (below ' + goal + ')'}`;
  console.log('\nLighthouse (mobile, simulated slow 4G), visitor:');
  console.log('| page | performance | accessibility | FCP ms | LCP ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${mark(row.performance, LIGHTHOUSE_GOALS.performance)} | ${mark(
        row.accessibility,
        LIGHTHOUSE_GOALS.accessibility,
      )} | ${row.fcp ?? 'n/a'} | ${row.lcp ?? 'n/a'} |`,
    );
  }
}
