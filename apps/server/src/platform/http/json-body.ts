// JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), after one linear
// scan of the text that refuses nesting deeper than MAX_INPUT_DEPTH. V8's JSON.parse copes with
// deep input, but every recursive walk after it (ours, a library's, a handler's) might not: a
// 10,000-level body once answered 500. The scan is a loop over characters, never recursion.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './input-cleaning';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** The deepest nesting of JSON text, stopping as soon as it passes `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_INPUT_DEPTH) > MAX_INPUT_DEPTH) {
      done(badRequest(TOO_DEEP_MESSAGE, { request: TOO_DEEP_MESSAGE }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
