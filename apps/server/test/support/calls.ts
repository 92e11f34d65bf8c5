// API calls for the tests of an area: as a signed-in person or a visitor, and the same with the
// answer's status and body checked against the contract.
import { expect } from 'vitest';
import { expectContract } from './contract';
import type { TestUser } from './factories';
import { api } from './http';

/** `app()` is the running app (read at each call: a file may start it in beforeAll). */
export function apiCalls(app: () => { url: string }) {
  /** The request as `user`, or as a visitor when null. */
  const call = (method: string, path: string, user: TestUser | null, body?: unknown) =>
    api(app().url, method, path, { ...(user ? { token: user.token } : {}), body });

  /** The answer's body, once its status (200 unless given) and the body fit the contract. */
  async function ok(
    operationId: string,
    method: string,
    path: string,
    user: TestUser | null,
    body?: unknown,
    status = 200,
  ) {
    const response = await call(method, path, user, body);
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(status);
    expectContract(operationId, status, response.body);
    return response.body;
  }

  return { call, ok };
}
