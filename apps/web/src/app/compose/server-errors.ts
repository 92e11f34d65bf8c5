// A refused post's answer, read back onto the composer's fields (the forms' rule, with the
// composer's own field names).
import { serverErrorOf, type ServerFormError } from '../forms/server-errors';

/** The composer's field for one key of the server's `errors` object, or null. */
export function fieldOfServerKey(key: string): string | null {
  if (key === 'text' || key === 'category' || key === 'replyPolicy') return key;
  if (key === 'media' || key.startsWith('media.')) return 'media';
  if (key === 'poll.durationHours') return 'poll.closesAt';
  if (/^poll\.choices\.\d+$/.test(key)) return key;
  if (key === 'poll' || key.startsWith('poll.')) return 'poll';
  return null;
}

export function serverFieldErrors(error: unknown): ServerFormError {
  return serverErrorOf(error, fieldOfServerKey);
}
