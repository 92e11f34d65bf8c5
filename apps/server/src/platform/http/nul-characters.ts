// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one would fail deep in
// the database as a 500. Every string in a request's body, query and path is checked first.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';

/** The dotted path of the first string containing NUL, or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return path || 'request';
      const found = findNul(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.body, request.query, request.params]) {
    const field = findNul(part);
    if (field) throw badRequest(NUL_MESSAGE, { [field]: NUL_MESSAGE });
  }
}
