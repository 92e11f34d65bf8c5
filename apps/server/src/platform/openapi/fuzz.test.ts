// Every operation of the contract, fed malformed requests signed out and signed in: deep JSON,
// lone surrogates, NUL characters, wrong types, huge strings, missing fields, odd query lists and
// odd path parameters. None may answer 5xx, except 501 for an operation not built yet, and 501
// or 503 where the contract documents it. The generator is seeded (FUZZ_SEED), so a failure reproduces.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { makeUser, type TestUser } from '../../../test/support/factories';
import {
  inlineRefs,
  listOperations,
  loadContract,
  resolveRef,
  type ContractOperation,
  type OperationObject,
} from './contract';

const app = useTestApp();
const document = loadContract();
const SEED = Number(process.env.FUZZ_SEED ?? 20_2026);

/** mulberry32: small, fast and good enough to pick cases. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
}

function uuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
}

/** A plausible value for a schema, so each mutation reaches past the checks it does not test. */
function sample(schema: Schema | undefined, rng: Rng, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return sample(rng.pick(choices), rng, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s) => sample(s, rng, depth + 1) ?? {}));
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [];
  const type = Array.isArray(schema.type)
    ? (types[0] ?? 'null')
    : (schema.type ?? (schema.properties ? 'object' : undefined));
  switch (type) {
    case 'string':
      switch (schema.format) {
        case 'uuid':
          return uuid(rng);
        case 'email':
          return `fuzz${rng.int(1e6)}@example.test`;
        case 'date-time':
          return '2026-01-01T00:00:00.000Z';
        case 'date':
          return '2026-01-01';
        case 'uri':
        case 'url':
          return 'https://example.test/page';
        default:
          return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 8));
      }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return rng.next() < 0.5;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, () => sample(schema.items, rng, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || rng.next() < 0.5) {
          out[name] = sample(inner, rng, depth + 1);
        }
      }
      return out;
    }
    default:
      return null;
  }
}

function bodySchema(operation: OperationObject): Schema | undefined {
  const body = resolveRef(document, operation.requestBody) as OperationObject['requestBody'];
  const schema = body?.content?.['application/json']?.schema;
  return schema ? (inlineRefs(document, schema) as Schema) : undefined;
}

const WRONG_VALUES: unknown[] = [12345, 'text', true, null, [], {}, [1, [2]], -1e308];
const nestedArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Malformed JSON bodies for one operation, as raw text. */
function bodyCases(schema: Schema | undefined, rng: Rng): { name: string; raw: string }[] {
  const valid = sample(schema ?? { type: 'object' }, rng);
  const object =
    valid && typeof valid === 'object' && !Array.isArray(valid)
      ? (valid as Record<string, unknown>)
      : {};
  const fields = Object.keys(schema?.properties ?? {});
  const field = fields.length > 0 ? rng.pick(fields) : 'anything';
  const withField = (value: unknown) => JSON.stringify({ ...object, [field]: value });
  const missing = { ...object };
  if (schema?.required?.length) delete missing[rng.pick(schema.required)];
  return [
    { name: 'plausible', raw: JSON.stringify(valid) },
    { name: 'deep JSON', raw: nestedArray(2_000 + rng.int(2_000)) },
    {
      name: 'deep field',
      raw: withField('__DEEP__').replace('"__DEEP__"', nestedArray(40 + rng.int(40))),
    },
    { name: 'lone surrogate', raw: withField(rng.pick(['a\ud800b', '\udfff', 'x\ud83d'])) },
    { name: 'lone surrogate in a key', raw: JSON.stringify({ ...object, 'k\udc00': 'v' }) },
    { name: 'NUL', raw: withField(`a\u0000${'b'.repeat(rng.int(10))}`) },
    { name: 'wrong type', raw: withField(rng.pick(WRONG_VALUES)) },
    { name: 'huge string', raw: withField('x'.repeat(rng.pick([9_000, 70_000, 300_000]))) },
    { name: 'missing field', raw: JSON.stringify(missing) },
    { name: 'not an object', raw: JSON.stringify(rng.pick(['text', 42, [object], null])) },
  ];
}

const queryValue = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** Odd query strings: both list forms, nesting, bad bytes, NUL, huge and empty values. */
function queryCases(entry: ContractOperation, rng: Rng): { name: string; query: string }[] {
  const params = entry.parameters.filter((p) => p.in === 'query');
  if (params.length === 0) return [{ name: 'stray list', query: 'x[]=1&x[]=2&x=3' }];
  const base = params
    .filter((p) => p.required)
    .map((p) => `${p.name}=${queryValue(sample(inlineRefs(document, p.schema) as Schema, rng))}`);
  const name = rng.pick(params).name;
  const odd = [
    { name: 'bracket list', query: `${name}[]=a&${name}[]=b` },
    { name: 'repeated', query: `${name}=a&${name}=b&${name}=c` },
    { name: 'nested keys', query: `${name}[a][b]=1&${name}[0]=2` },
    { name: 'invalid UTF-8', query: `${name}=%ED%A0%80%FF` },
    { name: 'NUL', query: `${name}=a%00b` },
    { name: 'huge value', query: `${name}=${'9'.repeat(5_000)}` },
    { name: 'empty value', query: `${name}=` },
  ];
  return [rng.pick(odd), rng.pick(odd), rng.pick(odd)].map((c) => ({
    name: c.name,
    query: [...base, c.query].join('&'),
  }));
}

function concretePath(entry: ContractOperation, rng: Rng, odd: boolean): string {
  return entry.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (odd) return rng.pick(['%ED%A0%80', '%00', 'x'.repeat(250), '..', '-1', uuid(rng)]);
    const p = entry.parameters.find((q) => q.in === 'path' && q.name === name);
    return encodeURIComponent(String(sample(inlineRefs(document, p?.schema) as Schema, rng)));
  });
}

/** Operations that end the session or the account go last, each with a person of its own. */
const ENDS_THE_SESSION = new Set([
  'signOut',
  'changePassword',
  'deleteAccount',
  'hibernateAccount',
]);

describe(`every operation with malformed input (FUZZ_SEED=${SEED})`, () => {
  it('answers without a 5xx, signed out and signed in', async () => {
    const rng = prng(SEED);
    const shared = await makeUser(app);
    const failures: string[] = [];
    const operations = listOperations(document).sort(
      (a, b) =>
        Number(ENDS_THE_SESSION.has(a.operation.operationId)) -
        Number(ENDS_THE_SESSION.has(b.operation.operationId)),
    );
    let sent = 0;
    for (const entry of operations) {
      const { operationId } = entry.operation;
      const documented = Object.keys(entry.operation.responses);
      const allowed = (status: number) =>
        status < 500 ||
        // 501 for an operation not built yet, or where the contract documents it (oEmbed's
        // answer to a format it does not offer, as the oEmbed specification asks).
        (status === 501 &&
          (app.registration.missing.includes(operationId) || documented.includes('501'))) ||
        (status === 503 && documented.includes('503'));
      const schema = bodySchema(entry.operation);
      const takesBody = entry.method !== 'get' && entry.method !== 'delete';
      const signedIn: TestUser | null = ENDS_THE_SESSION.has(operationId)
        ? await makeUser(app)
        : shared;
      for (const person of [null, signedIn]) {
        // A secured operation refuses a visitor before anything else: two calls prove it.
        const visitorOnSecured = person === null && entry.secured;
        const requests: { name: string; url: string; raw?: string }[] = [];
        const path = concretePath(entry, rng, false);
        for (const q of queryCases(entry, rng)) {
          requests.push({ name: `query ${q.name}`, url: `${path}?${q.query}` });
        }
        if (entry.path.includes('{')) {
          requests.push({ name: 'odd path', url: concretePath(entry, rng, true) });
        }
        if (takesBody) {
          for (const b of bodyCases(schema, rng)) {
            requests.push({ name: `body ${b.name}`, url: path, raw: b.raw });
          }
        }
        for (const request of visitorOnSecured ? requests.slice(-2) : requests) {
          const response = await app.app.inject({
            method: entry.method.toUpperCase() as 'GET',
            url: `/api${request.url}`,
            headers: {
              ...(person ? { authorization: `Bearer ${person.token}` } : {}),
              ...(request.raw !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(request.raw !== undefined ? { payload: request.raw } : {}),
          });
          sent++;
          if (!allowed(response.statusCode)) {
            failures.push(
              `${operationId} ${person ? 'signed in' : 'signed out'} ${request.name}: ` +
                `${response.statusCode} ${entry.method.toUpperCase()} ${request.url.slice(0, 120)} ` +
                `${(request.raw ?? '').slice(0, 120)} -> ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2_000);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 240_000);
});
