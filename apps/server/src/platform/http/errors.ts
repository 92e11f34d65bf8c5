// Failures travel as HttpError and leave the server in the spec's section 8 shape:
// { message, errors?, status }. Unexpected errors never reveal internals.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { describeValidation } from './validation-messages';

export type ErrorDetails = string[] | Record<string, string> | string;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: ErrorDetails) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: ErrorDetails) =>
  new HttpError(409, message, errors);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'Trestle is briefly unavailable. Please try again in a moment.';
/** What a client is told to wait while the database is unreachable. */
const UNAVAILABLE_RETRY_SECONDS = 5;

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        status: error.status,
      });
    }
    if ('validation' in error && error.validation) {
      const { message, errors } = describeValidation(error.validation, error.validationContext);
      return reply.status(400).send({ message, errors, status: 400 });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, too large, rate limit).
      return reply.status(status).send({ message: clientErrorMessage(error), status });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is not reachable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ message: UNAVAILABLE_MESSAGE, status: 503 });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE, status: 500 });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: `No such route: ${request.method} ${request.url.split('?')[0]}`,
      status: 404,
    });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is too large.';
    case 'FST_ERR_BAD_URL':
      return 'The address of this request is malformed.';
    default:
      return error.message;
  }
}

/**
 * Errors Fastify raises before routing (a malformed URL, a bad content-type header): answered in
 * the same shape as every other failure.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  void reply.status(status).send({ message: clientErrorMessage(error), status });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large: 431, a
 * malformed request line: 400, a request that took too long: 408) leave in the section 8 shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? 'The request took too long to arrive. Please try again.'
        : 'The request is malformed.';
  const body = JSON.stringify({ message, status });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
