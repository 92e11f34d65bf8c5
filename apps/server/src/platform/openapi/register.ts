// Mounts one Fastify route per contract operation. Requests are checked in this order, cheapest
// first, so a hostile request costs little: caller looked up -> API rate limit (per person, or per
// address when signed out) -> session required (secured operations, before the body is read) ->
// named limits -> 503 for an operation this installation cannot run -> body size and time
// limits -> JSON depth -> input cleaning (NUL, lone surrogates) -> contract validation ->
// preHandler limits -> handler (or 501 for an operation not built yet). Responses are serialised
// from the contract's response schemas: a field the contract does not name never leaves.
// Operations without a handler answer 501; a handler without an operation, or one whose access
// disagrees with the contract, stops the server at start.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preParsingHookHandler,
} from 'fastify';
import type { Caller } from '../auth/request-auth';
import { identify, requireCaller } from '../auth/request-auth';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { cleanInput } from '../http/input-cleaning';
import type { Operation, OperationInput } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { bodyDeadline } from '../http/timeouts';
import { enforceUploadPace, uploadSlots, type UploadPace } from '../http/upload-pace';
import { contractBodyLimit } from './body-limit';
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

export interface RegisterOptions {
  document: OpenApiDocument;
  operations: Operation[];
  ctx: AppContext;
  limits: RateLimits;
}

export interface Registration {
  implemented: string[];
  missing: string[];
}

export function registerContract(app: FastifyInstance, options: RegisterOptions): Registration {
  const { document, ctx, limits } = options;
  const contractOperations = listOperations(document);
  const byId = new Map<string, Operation>();
  for (const op of options.operations) {
    if (byId.has(op.id)) throw new Error(`Two handlers for the operation ${op.id}`);
    byId.set(op.id, op);
  }
  const known = new Set(contractOperations.map((o) => o.operation.operationId));
  const orphans = [...byId.keys()].filter((id) => !known.has(id));
  if (orphans.length > 0) {
    throw new Error(`Handlers without a contract operation: ${orphans.join(', ')}`);
  }

  const registration: Registration = { implemented: [], missing: [] };
  const takeUploadSlot = uploadSlots(ctx.config.uploads.perPerson);
  for (const entry of contractOperations) {
    const { operationId } = entry.operation;
    const op = byId.get(operationId);
    if (op && op.signedIn !== entry.secured) {
      throw new Error(
        `${operationId}: the contract says it is ${entry.secured ? 'secured' : 'public'}, ` +
          `the handler was written as ${op.signedIn ? 'signed-in' : 'public'}.`,
      );
    }
    (op ? registration.implemented : registration.missing).push(operationId);
    const named = (op?.settings.rateLimit ?? []).map((name) => limits.named(name));
    // The caller is known first (not yet required), so the API limit counts a signed-in person's
    // calls per person; a request without a live session counts per address, 401s included.
    const early: onRequestHookHandler[] = [
      (request) => identify(ctx, request, false, op?.settings.callerFromCache === true),
      ...(named.some((l) => l.replacesApiLimit)
        ? []
        : [(request: FastifyRequest) => limits.api(request)]),
      ...(entry.secured ? [async (request: FastifyRequest) => requireCaller(request)] : []),
      ...named.filter((l) => l.stage === 'onRequest').map((l) => l.check),
    ];
    const unavailable = op?.settings.unavailable;
    if (unavailable) early.push(async () => refuseIfUnavailable(unavailable(ctx)));
    const upload = op?.settings.bodyTimeout === 'upload';
    if (upload) early.push(async (request, reply) => takeUploadSlot(request, reply));
    const late: preHandlerHookHandler[] = named
      .filter((l) => l.stage === 'preHandler')
      .map((l) => l.check);
    const deadline: preParsingHookHandler = bodyDeadline(
      op?.settings.bodyTimeout === 'upload'
        ? ctx.config.timeouts.uploadSeconds
        : ctx.config.timeouts.bodySeconds,
    );
    app.route({
      method: entry.method.toUpperCase() as 'GET',
      url: fastifyUrl(entry.path),
      schema: routeSchema(document, entry),
      bodyLimit: op?.settings.bodyLimit ?? contractBodyLimit(jsonBody(document, entry.operation)),
      onRequest: early,
      preParsing: upload ? [deadline, paced(ctx.config.uploads)] : [deadline],
      preValidation: bodyOptional(document, entry.operation)
        ? [cleanInput, emptyBodyAsObject]
        : [cleanInput],
      preHandler: late,
      handler: op ? handlerOf(op, entry, ctx) : notImplemented(operationId),
      config: { operationId },
    });
  }
  return registration;
}

/** Whether the operation takes a JSON body that the client may leave out. */
function bodyOptional(doc: OpenApiDocument, operation: OperationObject): boolean {
  const body = resolveRef(doc, operation.requestBody) as OperationObject['requestBody'];
  return Boolean(body?.content?.['application/json']) && body?.required !== true;
}

/** A body the contract lets the client leave out counts as `{}`, so its defaults apply. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** An upload's body must keep a minimum pace while it arrives. */
function paced(pace: UploadPace): preParsingHookHandler {
  return async (request, _reply, payload) => {
    enforceUploadPace(request, pace);
    return payload;
  };
}

/** 503 before the body is read; the connection closes so the unread body is not drained. */
function refuseIfUnavailable(reason: string | null): void {
  if (reason) throw new HttpError(503, reason, undefined, { connection: 'close' });
}

/** Answers after the request was checked, so a malformed call learns that first. */
function notImplemented(operationId: string) {
  return async () => {
    throw new HttpError(501, `Not implemented yet: ${operationId}.`);
  };
}

function handlerOf(op: Operation, entry: ContractOperation, ctx: AppContext) {
  const status = op.settings.status ?? firstSuccessStatus(entry.operation);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const input: OperationInput<typeof op.id, Caller | null> = {
      params: request.params as never,
      query: request.query as never,
      body: request.body as never,
      caller: request.caller,
      request,
      reply,
    };
    const result = await op.handle(input, ctx);
    // A handler that sent its own answer (a file stream) returns the reply; a Reply is thenable,
    // so awaiting it yields undefined once the answer is out, never the reply itself.
    if (reply.sent || result === reply) return reply;
    return reply.status(status).send(result);
  };
}

function firstSuccessStatus(operation: OperationObject): number {
  const codes = Object.keys(operation.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b);
  return codes[0] ?? 200;
}

function routeSchema(doc: OpenApiDocument, entry: ContractOperation): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
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
  const response = responseSchemas(doc, entry.operation);
  if (Object.keys(response).length > 0) schema.response = response;
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

/** The JSON response schemas by status, for Fastify's serialiser. */
function responseSchemas(doc: OpenApiDocument, operation: OperationObject) {
  const out: Record<string, JsonSchema> = {};
  for (const [code, value] of Object.entries(operation.responses)) {
    const response = resolveRef(doc, value) as {
      content?: Record<string, { schema?: JsonSchema }>;
    };
    const schema = response?.content?.['application/json']?.schema;
    if (schema) out[code] = inlineRefs(doc, schema) as JsonSchema;
  }
  return out;
}
