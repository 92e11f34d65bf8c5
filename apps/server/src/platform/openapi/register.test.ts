import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { api } from '../../../test/support/http';
import { fastifyUrl, listOperations, loadContract } from './contract';
import { registerContract } from './register';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const document = loadContract();
const noAuth = async () => {};

describe('routes from the contract', () => {
  it('registers a route for every operation of the contract', () => {
    const routes = app.app.printRoutes({ commonPrefix: false });
    const { implemented, missing } = app.registration;
    expect(implemented.length + missing.length).toBe(listOperations(document).length);
    for (const { path } of listOperations(document)) {
      const last = fastifyUrl(path).split('/').pop()!;
      expect(routes).toContain(last);
    }
  });

  it('answers 501 with a clear message for an operation not built yet', async () => {
    const missing = listOperations(document).find(
      (o) => app.registration.missing.includes(o.operation.operationId) && o.method === 'get' && !o.path.includes('{'),
    );
    expect(missing, 'at least one operation is still missing').toBeDefined();
    const response = await api(app.url, 'GET', missing!.path, { token: 'x' });
    // Secured operations check the session first; a public one reaches the 501.
    expect([401, 501]).toContain(response.status);
    const anyPublic = listOperations(document).find(
      (o) => !o.secured && app.registration.missing.includes(o.operation.operationId) && o.method === 'get' && !o.path.includes('{'),
    );
    if (anyPublic) {
      const publicResponse = await api(app.url, 'GET', anyPublic.path);
      expect(publicResponse.status).toBe(501);
      expect(publicResponse.body.message).toBe(`Not implemented yet: ${anyPublic.operation.operationId}.`);
    }
  });

  it('refuses to start when a handler has no operation in the contract', () => {
    expect(() =>
      registerContract(Fastify(), {
        document,
        handlers: { noSuchOperation: async () => ({}) },
        requireAuth: noAuth,
        optionalAuth: noAuth,
      }),
    ).toThrow('Handlers without a contract operation: noSuchOperation');
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const response = await api(app.url, 'GET', '/no/such/route');
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('No such route');
  });
});
