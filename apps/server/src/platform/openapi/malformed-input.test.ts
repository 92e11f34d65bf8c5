// Walks the contract: every implemented operation with a JSON body gets malformed bodies (each
// required field missing, wrong types, an unknown field, no body at all) and must answer 4xx with
// a clear message (or a documented 503), writing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import {
  inlineRefs,
  listOperations,
  loadContract,
  resolveRef,
  type OperationObject,
} from './contract';

const app = useTestApp();
let person: TestUser;
beforeAll(async () => {
  person = await makeUser(app);
});

const document = loadContract();

interface ObjectSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, { type?: string | string[] }>;
}

function bodySchema(operation: OperationObject): ObjectSchema | undefined {
  const body = resolveRef(document, operation.requestBody) as OperationObject['requestBody'];
  const schema = body?.content?.['application/json']?.schema;
  return schema ? (inlineRefs(document, schema) as ObjectSchema) : undefined;
}

/** A value of the wrong type for a property. */
function wrongValue(type: string | string[] | undefined): unknown {
  const t = Array.isArray(type) ? type[0] : type;
  return t === 'string' ? 12345 : 'not-a-number';
}

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'sessions', 'email_tokens', 'files'] as const) {
    const row = await app.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10');
}

describe('malformed input to implemented operations', () => {
  const cases = listOperations(document)
    .map((entry) => ({ entry, schema: bodySchema(entry.operation) }))
    .filter((c) => c.schema?.type === 'object');

  it('has implemented operations with JSON bodies to walk', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.entry.operation.operationId, c] as const))(
    '%s answers 4xx with a message for each malformed body and writes nothing',
    async (operationId, { entry, schema }) => {
      if (!app.registration.implemented.includes(operationId)) return;
      const before = await tableCounts();
      const valid: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema!.properties ?? {})) {
        valid[name] = Array.isArray(property.type) ? 'x' : property.type === 'string' ? 'x' : 1;
      }
      // No body at all is malformed only where the contract requires one.
      const bodyRequired = (entry.operation.requestBody as { required?: boolean }).required;
      const bodies: unknown[] = [
        ...(bodyRequired ? [undefined] : []),
        'just a string',
        [],
        { ...valid, unexpectedField: true },
      ];
      for (const field of schema!.required ?? []) {
        const missing = { ...valid };
        delete missing[field];
        bodies.push(missing);
        bodies.push({ ...valid, [field]: wrongValue(schema!.properties?.[field]?.type) });
      }
      for (const body of bodies) {
        const response = await api(app.url, entry.method.toUpperCase(), concretePath(entry.path), {
          token: person.token,
          ...(body === undefined ? {} : { body }),
        });
        expect(
          response.status,
          `${operationId} with ${JSON.stringify(body)}`,
        ).toBeGreaterThanOrEqual(400);
        // 503 where the contract documents it: translation refuses before reading any body
        // on an installation without a translation server.
        if (!(response.status === 503 && '503' in entry.operation.responses)) {
          expect(response.status).toBeLessThan(500);
        }
        expect(typeof response.body.message).toBe('string');
        expect(response.body.message.length).toBeGreaterThan(0);
      }
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('answers invalid JSON with a 400 that says so', async () => {
    const response = await api(app.url, 'POST', '/auth/sign-in', { rawBody: '{"login": ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });
});
