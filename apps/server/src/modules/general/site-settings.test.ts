import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { api } from '../../../test/support/http';
import { tileImageSource } from '../../platform/http/security-headers';

const LOCAL_TILES = 'http://127.0.0.1:4999/tiles/{z}/{x}/{y}.png';
const app = useTestApp({ MAP_TILE_URL: LOCAL_TILES, MAP_TILE_ATTRIBUTION: 'Local test tiles' });

describe('GET /settings', () => {
  it('tells visitors where the map takes its tiles, from MAP_TILE_URL', async () => {
    const response = await api(app.url, 'GET', '/settings');
    expect(response.status).toBe(200);
    expectContract('getSiteSettings', 200, response.body);
    expect(response.body.mapTileUrl).toBe(LOCAL_TILES);
    expect(response.body.mapAttribution).toBe('Local test tiles');
    expect(response.body.features).toMatchObject({ jobs: true, projects: true });
  });

  it("allows the tile server's origin, and only it, as an image source in the CSP", async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // With the sandbox, cards go to our own server: the page may connect nowhere else.
    const connectSrc = csp.split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
    expect(connectSrc.trim().split(/\s+/)).toEqual(['connect-src', "'self'", 'ws:', 'wss:']);
    const imgSrc = csp.split(';').find((part) => part.trim().startsWith('img-src')) ?? '';
    expect(imgSrc.trim().split(/\s+/)).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:4999',
    ]);
  });
});

describe('the map tile source', () => {
  it("defaults to OpenStreetMap's standard tiles and allows that origin", async () => {
    const other = await startTestApp();
    try {
      const response = await api(other.url, 'GET', '/settings');
      expect(response.body.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      expect(response.body.mapAttribution).toContain('OpenStreetMap');
      const csp = (await fetch(`${other.url}/healthz`)).headers.get('content-security-policy');
      expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    } finally {
      await other.close();
    }
  });

  it('turns a {s} subdomain into a wildcard and adds nothing for tiles on this site', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
