// Body limits derived from the contract: the largest valid body with room to spare, the default
// for schemas without bounds, and a real operation refusing a body no valid one could reach.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../http/operation';
import { contractBodyLimit, largestJson, MIN_BODY_LIMIT } from './body-limit';
import {
  inlineRefs,
  listOperations,
  loadContract,
  resolveRef,
  type JsonSchema,
  type OperationObject,
} from './contract';

describe('the largest JSON a schema allows', () => {
  it('adds up fields, lists and choices, and has no bound without maxLength or maxItems', () => {
    expect(largestJson({ type: 'string', maxLength: 10 })).toBe(62);
    expect(largestJson({ type: 'string' })).toBe(Infinity);
    expect(largestJson({ type: 'array', items: { type: 'integer' } })).toBe(Infinity);
    expect(largestJson({ type: 'array', maxItems: 2, items: { type: 'integer' } })).toBe(68);
    expect(
      largestJson({
        type: 'object',
        properties: { a: { type: 'string', maxLength: 1 }, b: { type: 'boolean' } },
      }),
    ).toBe(2 + (6 + 4 + 8) + (6 + 4 + 32));
    expect(
      largestJson({
        oneOf: [
          { type: 'string', maxLength: 1 },
          { type: 'string', maxLength: 100 },
        ],
      }),
    ).toBe(602);
  });
});

describe('the body limit of an operation', () => {
  it('is small for a small schema, the default without bounds, never above the default', () => {
    expect(contractBodyLimit(undefined)).toBe(MIN_BODY_LIMIT);
    expect(contractBodyLimit({ type: 'object', properties: { q: { type: 'string' } } })).toBe(
      DEFAULT_BODY_LIMIT,
    );
    expect(
      contractBodyLimit({ type: 'object', properties: { q: { type: 'string', maxLength: 1e6 } } }),
    ).toBe(DEFAULT_BODY_LIMIT);
  });

  it('gives most operations of the contract a limit smaller than the default', () => {
    const document = loadContract();
    const limits: number[] = [];
    for (const entry of listOperations(document)) {
      const body = resolveRef(
        document,
        entry.operation.requestBody,
      ) as OperationObject['requestBody'];
      const schema = body?.content?.['application/json']?.schema;
      if (schema) limits.push(contractBodyLimit(inlineRefs(document, schema) as JsonSchema));
    }
    expect(limits.filter((l) => l < DEFAULT_BODY_LIMIT).length).toBeGreaterThan(30);
    expect(Math.min(...limits)).toBe(MIN_BODY_LIMIT);
  });
});
