// Uploads may take long (UPLOAD_TIMEOUT_SECONDS), which a client could abuse by trickling bytes
// to hold connections and parsers open. Two bounds: an upload must keep a minimum pace (at least
// `minBytes` in every window, or its connection closes), and one person may have only a few
// uploads arriving at once in this process (429 past that, before the body is read).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const TOO_MANY_UPLOADS =
  'You already have several uploads on the way. Please wait for one to finish.';

export interface UploadPace {
  windowMs: number;
  /** Fewest bytes an upload must deliver in each window; 0 turns the check off. */
  minBytes: number;
}

/**
 * Watches the bytes the connection delivers while the request is arriving. The socket's own
 * counter is read, never the stream, so the multipart parser still gets every byte.
 */
export function enforceUploadPace(request: FastifyRequest, pace: UploadPace): void {
  if (pace.minBytes <= 0) return;
  const socket = request.raw.socket;
  let counted = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) return clearInterval(timer);
    const now = socket.bytesRead;
    if (now - counted < pace.minBytes) {
      clearInterval(timer);
      request.log.info(
        { bytes: now - counted, windowMs: pace.windowMs },
        'upload too slow: closed',
      );
      socket.destroy();
      return;
    }
    counted = now;
  }, pace.windowMs);
  timer.unref();
  request.raw.once('close', () => clearInterval(timer));
}

/** Counts each person's uploads in progress; a slot is freed when its answer is done. */
export function uploadSlots(maxPerPerson: number) {
  const inProgress = new Map<string, number>();
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const person = request.caller?.user.id;
    if (!person) return;
    const count = inProgress.get(person) ?? 0;
    if (count >= maxPerPerson) throw new HttpError(429, TOO_MANY_UPLOADS);
    inProgress.set(person, count + 1);
    reply.raw.once('close', () => {
      const left = (inProgress.get(person) ?? 1) - 1;
      if (left > 0) inProgress.set(person, left);
      else inProgress.delete(person);
    });
  };
}
