// Checks response bodies against the contract's response schemas (JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import {
  contractPath,
  listOperations,
  type OpenApiDocument,
} from '../../src/platform/openapi/contract';

const document = JSON.parse(readFileSync(contractPath(), 'utf8')) as OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: 'contract' });

const operations = new Map(listOperations(document).map((o) => [o.operation.operationId, o]));

export { document as contractDocument };

interface ResponseObject {
  $ref?: string;
  content?: Record<string, unknown>;
}

function walk(ref: string): unknown {
  let node: unknown = document;
  for (const key of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Asserts the body matches what the contract says operationId answers with this status. */
export function expectContract(operationId: string, status: number, body: unknown): void {
  const entry = operations.get(operationId);
  if (!entry) throw new Error(`No operation ${operationId}`);
  const code = String(status);
  expect(Object.keys(entry.operation.responses), `${operationId} documents ${code}`).toContain(
    code,
  );
  const escaped = entry.path.replace(/~/g, '~0').replace(/\//g, '~1');
  let base = `#/paths/${escaped}/${entry.method}/responses/${code}`;
  let response = entry.operation.responses[code] as ResponseObject;
  if (response.$ref) {
    base = response.$ref;
    response = walk(response.$ref) as ResponseObject;
  }
  if (!response.content?.['application/json']) return;
  const validate = ajv.getSchema(`contract${base}/content/application~1json/schema`);
  if (!validate) throw new Error(`Cannot compile response schema of ${operationId} ${code}`);
  const valid = validate(body);
  expect(validate.errors ?? [], `${operationId} ${code} body matches the contract`).toEqual([]);
  expect(valid).toBe(true);
}
