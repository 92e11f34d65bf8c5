// The bundled OpenAPI document is the source of truth for routes and request validation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface JsonSchema {
  [key: string]: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: JsonSchema }>;
    $ref?: string;
  };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  security?: Record<string, string[]>[];
  paths: Record<
    string,
    Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[] }
  >;
  components?: Record<string, Record<string, unknown>>;
}

export interface ContractOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters, references resolved. */
  parameters: ParameterObject[];
  /** True when the operation needs a signed-in caller. */
  secured: boolean;
}

const require = createRequire(import.meta.url);

export function loadContract(): OpenApiDocument {
  const file = require.resolve('@trestle/openapi/openapi.json');
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function contractPath(): string {
  return require.resolve('@trestle/openapi/openapi.json');
}

/** Every operation in the document, in document order. */
export function listOperations(doc: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (p) => resolveRef(doc, p) as ParameterObject,
      );
      const security = operation.security ?? doc.security ?? [];
      operations.push({ method, path, operation, parameters, secured: security.length > 0 });
    }
  }
  return operations;
}

/** Follows a local "#/a/b" reference (one level). */
export function resolveRef(doc: OpenApiDocument, value: unknown): unknown {
  if (value && typeof value === 'object' && '$ref' in value) {
    const ref = (value as { $ref: string }).$ref;
    return resolveRef(doc, pointer(doc, ref));
  }
  return value;
}

function pointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown>)[key];
    if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return node;
}

/**
 * Inlines every local reference in a schema so Fastify's validator can compile it on its own.
 * A reference met again inside itself (a recursive shape) becomes an open schema.
 */
export function inlineRefs(doc: OpenApiDocument, schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(doc, s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (seen.includes(ref)) return {};
    return inlineRefs(doc, pointer(doc, ref), [...seen, ref]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    // Documentation-only keywords mean nothing to the validator.
    if (key === 'example' || key === 'examples' || key === 'xml' || key === 'externalDocs')
      continue;
    out[key] = inlineRefs(doc, value, seen);
  }
  return out;
}

/** Fastify's URL syntax for an OpenAPI path: /user/post/{id} → /api/user/post/:id */
export function fastifyUrl(path: string): string {
  return `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}
