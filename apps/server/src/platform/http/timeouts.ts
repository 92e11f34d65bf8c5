// A client that starts a request body and then stalls would hold a connection and a parser. The
// body must arrive within the operation's time-out; past it the request ends with 408.
import type { preParsingHookHandler } from 'fastify';
import { HttpError } from './errors';

export function bodyDeadline(seconds: number): preParsingHookHandler {
  return async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const timer = setTimeout(() => {
      const error = new HttpError(
        408,
        `The request body did not arrive within ${seconds} seconds. Please try again.`,
        undefined,
        { connection: 'close' },
      );
      payload.destroy(error);
    }, seconds * 1000);
    timer.unref();
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('close', done);
    payload.once('error', done);
    return payload;
  };
}
