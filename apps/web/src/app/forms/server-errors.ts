import { toNormalisedError } from '@trestle/core';

/** A failed call, sorted for a form: messages that belong to one field, and the rest. */
export interface ServerFormError {
  /** One message per field of the form that the server named. */
  fields: Record<string, string>;
  /** Messages for no field of the form: shown in the form's alert. */
  messages: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first sentence of one `errors` entry: a string, a list of strings or `{ message }`. */
function textOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null;
  if (Array.isArray(entry)) {
    for (const item of entry) {
      const text = textOf(item);
      if (text) return text;
    }
    return null;
  }
  if (isRecord(entry)) return textOf(entry.message);
  return null;
}

/**
 * Sorts what a call threw (the SDK's TrestleError, the auth machine's error, anything else) into
 * the form's fields. The server names fields in `errors` (`{ errors: { email: "…" } }`, or a path
 * such as `password.0` from request validation); entries for fields the form does not have, and a
 * plain `message`, go to the form's alert. Nothing is lost: without a field match, the alert shows
 * the same sentences the toast does (spec section 8).
 */
export function serverErrorOf(
  failure: unknown,
  fields: readonly string[] | ((key: string) => string | null),
): ServerFormError {
  // A list of names matches a key or its first segment (`password.0`); a function maps keys itself.
  const fieldOf =
    typeof fields === 'function'
      ? fields
      : (key: string) =>
          [key, key.split('.')[0]].find((candidate) => fields.includes(candidate ?? '')) ?? null;
  // The SDK keeps the parsed body on its error; the auth machine keeps the SDK's error as is.
  const body = isRecord(failure) ? failure.body : undefined;
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};

  const named: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, entry] of Object.entries(errors)) {
    const text = textOf(entry);
    if (!text) continue;
    const name = fieldOf(key);
    if (name && !(name in named)) named[name] = text;
    else if (!name) others.push(text);
  }

  if (Object.keys(named).length === 0) {
    return {
      fields: named,
      messages: others.length ? others : toNormalisedError(failure).messages,
    };
  }
  return { fields: named, messages: others };
}
