import { ROLES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { api } from '../../../test/support/http';

const app = useTestApp();

describe('GET /roles', () => {
  it('lists the four roles to anyone, signed in or not', async () => {
    const response = await api(app.url, 'GET', '/roles');
    expect(response.status).toBe(200);
    expectContract('listRoles', 200, response.body);
    expect(response.body.items).toEqual(ROLES);
    expect(response.body.items.map((r: { key: string }) => r.key)).toEqual([
      'user',
      'moderator',
      'admin',
      'superadmin',
    ]);
  });

  it('ignores a stale token on a public read instead of refusing it', async () => {
    const response = await api(app.url, 'GET', '/roles', { token: 'revoked-or-made-up' });
    expect(response.status).toBe(200);
  });
});

describe('GET /list/locations', () => {
  const places = async (query: string) => {
    const response = await api(app.url, 'GET', `/list/locations?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectContract('listLocations', 200, response.body);
    return response.body.items as { label: string; zip: string | null; state: string | null }[];
  };

  it('offers states, then cities by size, for the start of a name', async () => {
    const found = await places('filterValue=aus&limit=3');
    expect(found[0]).toMatchObject({ label: 'Austin, TX', state: 'TX' });
    const texas = await places('filterValue=tex');
    expect(texas[0]).toMatchObject({ label: 'Texas', state: 'TX', zip: null });
  });

  it('offers ZIP codes by their start, and one ZIP exactly', async () => {
    const found = await places('filterValue=7870&limit=100');
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((p) => p.zip!.startsWith('7870'))).toBe(true);
    expect(await places('filterBy=zip&filterValue=78701')).toMatchObject([
      { label: 'Austin, TX 78701', zip: '78701' },
    ]);
    expect(await places('filterBy=zip&filterValue=00000')).toEqual([]);
  });

  it('matches a city, a state or a country exactly, page by page', async () => {
    const austins = await places('filterBy=city&filterValue=Austin');
    expect(austins.map((p) => p.state)).toContain('TX');
    const inVermont = await places('filterBy=state&filterValue=VT&limit=100');
    expect(inVermont.every((p) => p.state === 'VT')).toBe(true);
    const second = await places('filterBy=state&filterValue=VT&skip=1&limit=1');
    expect(second).toEqual([inVermont[1]]);
    expect(await places('filterBy=country&filterValue=US&limit=100')).toHaveLength(50);
    expect(await places('filterBy=country&filterValue=CA')).toEqual([]);
  });
});
