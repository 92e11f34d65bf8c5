// Each operation's largest JSON body, derived from its contract schema: the longest text each
// field may hold, written in the most expensive JSON escapes, with room for whitespace. A body
// that could never be valid is refused for its size (413) before it is parsed. A schema without
// an upper bound (a string without maxLength, a list without maxItems) gets the default; an
// operation that needs more sets its own limit (posts with rich text, translation).
import { DEFAULT_BODY_LIMIT } from '../http/operation';
import type { JsonSchema } from './contract';

/** Small bodies still get this much, so a client's formatting never matters. */
export const MIN_BODY_LIMIT = 4 * 1024;
/** Bytes per character in the worst escape (\u0000), and for a number, boolean or null. */
const BYTES_PER_CHARACTER = 6;
const SCALAR_BYTES = 32;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  format?: string;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

const FORMAT_BYTES: Record<string, number> = {
  uuid: 40,
  'date-time': 64,
  date: 16,
};

/** The largest JSON text a value of the schema can be, or Infinity when it has no bound. */
export function largestJson(schema: Schema | undefined, depth = 0): number {
  if (!schema || depth > 20) return Infinity;
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  if (schema.enum) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length * 6));
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return Math.max(...choices.map((s) => largestJson(s, depth + 1)));
  if (schema.allOf) return schema.allOf.reduce((sum, s) => sum + largestJson(s, depth + 1), 0);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  let largest = 0;
  for (const type of types) {
    switch (type) {
      case 'string':
        largest = Math.max(
          largest,
          schema.format && FORMAT_BYTES[schema.format]
            ? FORMAT_BYTES[schema.format]!
            : (schema.maxLength ?? Infinity) * BYTES_PER_CHARACTER + 2,
        );
        break;
      case 'array':
        largest = Math.max(
          largest,
          (schema.maxItems ?? Infinity) * (largestJson(schema.items, depth + 1) + 1) + 2,
        );
        break;
      case 'object': {
        let sum = 2;
        for (const [name, inner] of Object.entries(schema.properties ?? {})) {
          sum += name.length * BYTES_PER_CHARACTER + 4 + largestJson(inner, depth + 1);
        }
        largest = Math.max(largest, sum);
        break;
      }
      case 'integer':
      case 'number':
      case 'boolean':
      case 'null':
        largest = Math.max(largest, SCALAR_BYTES);
        break;
      default:
        return Infinity;
    }
  }
  return largest;
}

/** The body limit of an operation whose JSON body follows `schema` (none: the minimum). */
export function contractBodyLimit(schema: JsonSchema | undefined): number {
  if (!schema) return MIN_BODY_LIMIT;
  const largest = largestJson(schema as Schema);
  if (!Number.isFinite(largest)) return DEFAULT_BODY_LIMIT;
  // Half again for whitespace and indentation; never more than the default.
  return Math.min(DEFAULT_BODY_LIMIT, Math.max(MIN_BODY_LIMIT, Math.ceil(largest * 1.5) + 1024));
}
