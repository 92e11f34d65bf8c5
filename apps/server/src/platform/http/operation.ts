// One contract operation = one `operation()` value: its handler typed from the generated contract
// types (params, query, body, response), and its settings (who may call, rate limits, body limit).
// The registrar (platform/openapi/register.ts) mounts each on the route the contract describes.
import type { operations } from '@trestle/openapi/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/request-auth';
import type { AppContext } from '../context';
import type { RateLimitName } from './rate-limits';

export type OperationId = keyof operations;

type Defined<T> = [Exclude<T, undefined>] extends [never]
  ? Record<string, never>
  : Exclude<T, undefined>;
type ParametersOf<K extends OperationId> = operations[K]['parameters'];

export type PathParams<K extends OperationId> = Defined<ParametersOf<K>['path']>;
export type QueryParams<K extends OperationId> = Defined<ParametersOf<K>['query']>;
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type Responses<K extends OperationId> = operations[K]['responses'];
export type SuccessStatus<K extends OperationId> = Extract<
  keyof Responses<K>,
  200 | 201 | 202 | 204 | 206
>;
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON body of any success response the contract documents for the operation. */
export type SuccessBody<K extends OperationId> = {
  [S in SuccessStatus<K>]: JsonContent<Responses<K>[S]>;
}[SuccessStatus<K>];

export interface OperationInput<K extends OperationId, C extends Caller | null> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  caller: C;
  request: FastifyRequest;
  /** For headers, or to send a non-JSON answer (return the reply itself then). */
  reply: FastifyReply;
}

export type OperationHandler<K extends OperationId, C extends Caller | null> = (
  input: OperationInput<K, C>,
  ctx: AppContext,
) => Promise<SuccessBody<K> | FastifyReply>;

export interface OperationSettings<K extends OperationId> {
  /** Named limits from platform/http/rate-limits.ts, applied in order. */
  rateLimit?: RateLimitName[];
  /**
   * Largest request body in bytes (JSON). Defaults to the largest the contract's schema allows
   * (platform/openapi/body-limit.ts), at most DEFAULT_BODY_LIMIT.
   */
  bodyLimit?: number;
  /**
   * The caller may come from the session cache (platform/auth/session-cache.ts): only for hot
   * operations that read nothing of the caller but their id and muted words and categories.
   */
  callerFromCache?: boolean;
  /** The success status to answer with, when the contract documents more than one. */
  status?: SuccessStatus<K>;
  /**
   * How long the client has to send the whole body: BODY_ or UPLOAD_TIMEOUT_SECONDS. An upload
   * must also keep a minimum pace, and one person may send only a few at once (upload-pace.ts).
   */
  bodyTimeout?: 'body' | 'upload';
  /**
   * Why the operation cannot run on this installation (503), or null when it can. Asked before
   * the body is read, so a refused call costs no parsing.
   */
  unavailable?: (ctx: AppContext) => string | null;
}

/** The ceiling of a derived limit, and the limit of a schema without bounds. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface Operation {
  id: OperationId;
  /** Whether the handler was written for a signed-in caller; checked against the contract. */
  signedIn: boolean;
  settings: OperationSettings<OperationId>;
  handle(input: OperationInput<OperationId, Caller | null>, ctx: AppContext): Promise<unknown>;
}

/** An operation the contract secures: the caller is always a signed-in person. */
export function operation<K extends OperationId>(
  id: K,
  access: 'signed-in',
  handler: OperationHandler<K, Caller>,
  settings?: OperationSettings<K>,
): Operation;
/** An operation open to everyone: the caller is the signed-in person or null. */
export function operation<K extends OperationId>(
  id: K,
  access: 'public',
  handler: OperationHandler<K, Caller | null>,
  settings?: OperationSettings<K>,
): Operation;
export function operation<K extends OperationId>(
  id: K,
  access: 'signed-in' | 'public',
  handler: OperationHandler<K, Caller> | OperationHandler<K, Caller | null>,
  settings: OperationSettings<K> = {},
): Operation {
  return {
    id,
    signedIn: access === 'signed-in',
    settings: settings as OperationSettings<OperationId>,
    // The registrar validated the request against the contract before this runs, and refused
    // callers without a session on secured operations: the typed view is what arrived.
    handle: handler as unknown as Operation['handle'],
  };
}
