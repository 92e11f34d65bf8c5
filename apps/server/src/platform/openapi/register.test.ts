import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { api } from '../../../test/support/http';
import { fastifyUrl, listOperations, loadContract } from './contract';
import { operation } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { installErrorHandler } from '../http/errors';
import { registerContract } from './register';
import { contractValidatorCompiler } from './validators';

const app = useTestApp();

const document = loadContract();
const listRoles = operation('listRoles', 'public', async () => ({ items: [] }));
const noLimits: RateLimits = {
  api: async () => {},
  named: () => ({ stage: 'onRequest', check: async () => {}, replacesApiLimit: false }),
  count: async () => {},
};

describe('routes from the contract', () => {
  it('registers a route for every operation of the contract', () => {
    const operations = listOperations(document);
    const { implemented, missing } = app.registration;
    expect(implemented.length + missing.length).toBe(operations.length);
    for (const { method, path } of operations) {
      const route = { method: method.toUpperCase() as 'GET', url: fastifyUrl(path) };
      expect(app.app.hasRoute(route), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('answers 501 with a clear message for an operation not built yet', async () => {
    // Every operation of the contract is built now, so a registrar is given only one handler:
    // the site settings (a public GET) are then an operation not built yet.
    const server = Fastify();
    installErrorHandler(server);
    server.setValidatorCompiler(contractValidatorCompiler());
    const registration = registerContract(server, {
      document,
      operations: [listRoles],
      ctx: app.context,
      limits: noLimits,
    });
    expect(registration.missing).toContain('getSiteSettings');
    const response = await server.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toBe('Not implemented yet: getSiteSettings.');
    await server.close();
  });

  it('checks the session before answering 501 on a secured operation', async () => {
    const response = await api(app.url, 'GET', '/user/notifications/count');
    expect(response.status).toBe(401);
  });

  it('refuses to start when a handler has no operation in the contract', () => {
    const orphan = { ...listRoles, id: 'noSuchOperation' as never };
    expect(() =>
      registerContract(Fastify(), {
        document,
        operations: [orphan],
        ctx: app.context,
        limits: noLimits,
      }),
    ).toThrow('Handlers without a contract operation: noSuchOperation');
  });

  it('refuses to start when a handler disagrees with the contract about signing in', () => {
    const wrongAccess = { ...listRoles, signedIn: true };
    expect(() =>
      registerContract(Fastify(), {
        document,
        operations: [wrongAccess],
        ctx: app.context,
        limits: noLimits,
      }),
    ).toThrow(/listRoles: the contract says it is public/);
  });

  it('sends only the fields the contract names: an extra field never leaves the server', async () => {
    const leaky = operation(
      'listRoles',
      'public',
      async () =>
        ({
          items: [{ key: 'user', name: 'Member', passwordHash: 'secret' }],
          internal: 'not for clients',
        }) as never,
    );
    const server = Fastify();
    server.setValidatorCompiler(contractValidatorCompiler());
    registerContract(server, { document, operations: [leaky], ctx: app.context, limits: noLimits });
    const response = await server.inject({ method: 'GET', url: '/api/roles' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [{ key: 'user', name: 'Member' }] });
    await server.close();
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const response = await api(app.url, 'GET', '/no/such/route');
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('No such route');
  });
});
