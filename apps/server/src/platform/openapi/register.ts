// Registers one Fastify route per contract operation, validating params, query and JSON bodies
// with the contract's own schemas. Operations without a handler answer 501; a handler without an
// operation stops the server at start, so the two can never drift apart.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors';
import {
  fastifyUrl,
  inlineRefs,
  listOperations,
  resolveRef,
  type ContractOperation,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
} from './contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export interface RegisterOptions {
  document: OpenApiDocument;
  handlers: Handlers;
  /** Runs before handlers of secured operations; must throw a 401 HttpError when signed out. */
  requireAuth: (request: FastifyRequest) => Promise<void>;
  /** Runs before handlers of public operations; attaches the caller when a token is sent. */
  optionalAuth: (request: FastifyRequest) => Promise<void>;
  /** Per-operation route settings (rate limits, body limits). */
  routeConfig?: (operationId: string) => Partial<RouteOptions> | undefined;
}

export interface Registration {
  implemented: string[];
  missing: string[];
}

export function registerContract(app: FastifyInstance, options: RegisterOptions): Registration {
  const { document, handlers } = options;
  const operations = listOperations(document);
  const known = new Set(operations.map((o) => o.operation.operationId));
  const orphans = Object.keys(handlers).filter((id) => !known.has(id));
  if (orphans.length > 0) {
    throw new Error(`Handlers without a contract operation: ${orphans.join(', ')}`);
  }

  const registration: Registration = { implemented: [], missing: [] };
  for (const entry of operations) {
    const { operationId } = entry.operation;
    const handler = handlers[operationId];
    (handler ? registration.implemented : registration.missing).push(operationId);
    app.route({
      method: entry.method.toUpperCase() as 'GET',
      url: fastifyUrl(entry.path),
      schema: requestSchema(document, entry),
      preHandler: entry.secured ? options.requireAuth : options.optionalAuth,
      handler: handler ?? notImplemented(operationId),
      config: { operationId },
      ...options.routeConfig?.(operationId),
    });
  }
  return registration;
}

function notImplemented(operationId: string): Handler {
  return async () => {
    throw new HttpError(501, `Not implemented yet: ${operationId}.`);
  };
}

function requestSchema(doc: OpenApiDocument, entry: ContractOperation): Record<string, JsonSchema> {
  const schema: Record<string, JsonSchema> = {};
  const params = objectOf(
    doc,
    entry.parameters.filter((p) => p.in === 'path'),
  );
  const query = objectOf(
    doc,
    entry.parameters.filter((p) => p.in === 'query'),
  );
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  const body = jsonBody(doc, entry.operation);
  if (body) schema.body = body;
  return schema;
}

function objectOf(doc: OpenApiDocument, parameters: ContractOperation['parameters']) {
  if (parameters.length === 0) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of parameters) {
    properties[p.name] = inlineRefs(doc, p.schema ?? {});
    if (p.required) required.push(p.name);
  }
  return { type: 'object', properties, required } as JsonSchema;
}

function jsonBody(doc: OpenApiDocument, operation: OperationObject): JsonSchema | undefined {
  const body = resolveRef(doc, operation.requestBody) as OperationObject['requestBody'];
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  return inlineRefs(doc, schema) as JsonSchema;
}
