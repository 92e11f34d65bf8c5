// A client that starts a request body and then stalls would hold a connection and a parser. The
// body must arrive within the operation's time-out; past it the request ends with 408 and the
// connection closes.
import { PassThrough } from 'node:stream';
import type { preParsingHookHandler } from 'fastify';
import { HttpError } from './errors';

export function bodyDeadline(seconds: number): preParsingHookHandler {
  return async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
      // Uploads are read from the raw request by the multipart parser, not from `payload`: a
      // stalled upload past its time simply loses its connection.
      const timer = setTimeout(() => request.raw.destroy(), seconds * 1000);
      timer.unref();
      request.raw.once('close', () => clearTimeout(timer));
      request.raw.once('end', () => clearTimeout(timer));
      return payload;
    }
    // The parser reads from a pass-through we can fail; failing the request itself would close
    // the socket before the 408 could be sent.
    const body = new PassThrough();
    // The parser listens for the 408 while it reads; once it has stopped reading (it refused the
    // body, or the request is over) nobody does, and an unheard stream error would end the
    // process. Heard here, it only ends this request.
    body.on('error', () => undefined);
    const timer = setTimeout(() => {
      reply.header('connection', 'close');
      payload.unpipe(body);
      body.destroy(
        new HttpError(
          408,
          `The request body did not arrive within ${seconds} seconds. Please try again.`,
        ),
      );
    }, seconds * 1000);
    timer.unref();
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('close', done);
    payload.on('error', (error) => {
      done();
      body.destroy(error);
    });
    body.once('close', done);
    payload.pipe(body);
    return body;
  };
}
