// One cleaning step for every operation, before contract validation. PostgreSQL text cannot hold
// the NUL character, and a lone UTF-16 surrogate ("\ud800") cannot be stored in jsonb: either
// would fail deep in the database as a 500. Every string (and key) of a request's body, query and
// path is checked; the walk is iterative and bounded in depth, so a value nested thousands of
// levels deep cannot overflow the stack. JSON bodies are also refused for depth before they are
// parsed (json-body.ts), so the walk rarely meets a deep one.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Deepest nesting of arrays and objects a request may carry; the contract needs far fewer. */
export const MAX_INPUT_DEPTH = 32;

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
export const SURROGATE_MESSAGE =
  'Text must be well-formed Unicode: it contains a lone surrogate (\\ud800 to \\udfff).';
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;

export interface InputProblem {
  /** Dotted path of the field, or "request" for the top level. */
  field: string;
  message: string;
}

/** In Unicode mode a surrogate range matches only halves that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function problemOfText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The first problem in a parsed value (a string, key or nesting too deep), or null. */
export function findInputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const message = problemOfText(current);
      if (message) return { field: path || 'request', message };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path || 'request', message: TOO_DEEP_MESSAGE };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        pending.push({ value: current[i], path: join(path, String(i)), depth: depth + 1 });
      }
      continue;
    }
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const message = problemOfText(key);
      if (message) return { field: path || 'request', message };
      pending.push({ value: inner, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/** preValidation hook: 400 naming the field, in the section 8 shape. */
export async function cleanInput(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const problem = findInputProblem(part);
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  }
}
