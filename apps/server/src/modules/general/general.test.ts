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
