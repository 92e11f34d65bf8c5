// Turns JSON-schema validation errors into sentences a person can act on, one per field.
import type { FastifySchemaValidationError } from 'fastify';

/** At most this many problems are described; the rest are summarised in one line. */
export const MAX_LISTED_ERRORS = 20;

interface Described {
  message: string;
  errors: Record<string, string>;
}

export function describeValidation(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): Described {
  const errors: Record<string, string> = {};
  // A body of thousands of unknown keys must not turn into a reply thousands of lines long.
  for (const issue of issues.slice(0, MAX_LISTED_ERRORS)) {
    const { field, text } = sentence(issue);
    const key = field || context || 'request';
    errors[key] ??= text;
  }
  if (issues.length > MAX_LISTED_ERRORS) {
    errors.more = `And ${issues.length - MAX_LISTED_ERRORS} more problems.`;
  }
  const first = Object.values(errors)[0] ?? 'The request is not valid.';
  return { message: first, errors };
}

function sentence(issue: FastifySchemaValidationError): { field: string; text: string } {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path;
  const name = humanise(path);
  switch (issue.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const full = path ? `${path}.${missing}` : missing;
      return { field: full, text: `${humanise(full)} is required.` };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      return { field: path ? `${path}.${extra}` : extra, text: `${extra} is not allowed here.` };
    }
    case 'minLength':
      return Number(params.limit) === 1
        ? { field, text: `${name} must not be empty.` }
        : { field, text: `${name} must be at least ${String(params.limit)} characters.` };
    case 'maxLength':
      return { field, text: `${name} must be at most ${String(params.limit)} characters.` };
    case 'minimum':
      return { field, text: `${name} must be at least ${String(params.limit)}.` };
    case 'maximum':
      return { field, text: `${name} must be at most ${String(params.limit)}.` };
    case 'format':
      return {
        field,
        text:
          params.format === 'email'
            ? `${name} must be a valid e-mail address.`
            : `${name} must be a valid ${String(params.format)}.`,
      };
    case 'enum':
      return {
        field,
        text: `${name} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`,
      };
    case 'type':
      return path
        ? { field, text: `${name} must be of type ${String(params.type)}.` }
        : { field, text: 'A JSON object is required.' };
    case 'pattern':
      return { field, text: `${name} contains characters that are not allowed.` };
    case 'minItems':
      return { field, text: `${name} needs at least ${String(params.limit)} items.` };
    case 'maxItems':
      return { field, text: `${name} takes at most ${String(params.limit)} items.` };
    case 'uniqueItems':
      return { field, text: `${name} lists the same item twice.` };
    default:
      return { field, text: `${name || 'The request'} ${issue.message ?? 'is not valid'}.` };
  }
}

/**
 * "general.displayName" → "Display name" for a sentence's subject; an item of a list is named by
 * its place in it ("tags.0" → "Item 1 of tags").
 */
function humanise(path: string): string {
  const parts = path.split('.').filter(Boolean);
  const last = parts.pop();
  if (last === undefined) return 'The request';
  if (/^\d+$/.test(last)) {
    const list = parts.length > 0 ? humanise(parts.join('.')).toLowerCase() : 'the list';
    return `Item ${Number(last) + 1} of ${list}`;
  }
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
