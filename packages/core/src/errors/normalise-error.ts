import {
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_PREFIX,
  SILENT_ERROR_MESSAGES,
  UNKNOWN_ERROR_MESSAGE,
} from './messages';

/** What the SDK knows about a failed request. */
export interface ErrorInput {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Parsed response body (`{ message, errors? }` by contract, but anything may arrive). */
  body?: unknown;
  /** True when no response arrived at all. */
  networkError?: boolean;
}

/** A failure as the UI handles it: the toasts to show and what else to do. */
export interface NormalisedError {
  /** One toast each, in order. */
  messages: string[];
  /** True when nothing should be shown (e.g. "No RSS feeds found!"). */
  silent: boolean;
  /** True on 401: the stored token and role must be cleared. */
  unauthorized: boolean;
  /** The HTTP status, when a response arrived. */
  status?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns one entry of an `errors` field into zero or more messages. */
function entryMessages(entry: unknown): string[] {
  if (typeof entry === 'string') {
    const text = entry.trim();
    return text ? [text] : [];
  }
  if (typeof entry === 'number' || typeof entry === 'boolean') return [String(entry)];
  if (Array.isArray(entry)) return entry.flatMap(entryMessages);
  if (isRecord(entry)) {
    // An entry such as { field: 'email', message: 'Already taken' } shows its message.
    if (typeof entry.message === 'string') return entryMessages(entry.message);
    return Object.values(entry).flatMap(entryMessages);
  }
  return [];
}

/** Messages from a response body: the `errors` entries when there are any, else `message`. */
function bodyMessages(body: unknown): string[] {
  if (typeof body === 'string') return entryMessages(body);
  if (!isRecord(body)) return [];
  if (body.errors !== undefined && body.errors !== null) {
    const fromErrors = entryMessages(body.errors);
    if (fromErrors.length > 0) return fromErrors;
  }
  return entryMessages(body.message);
}

/**
 * Normalises a failed request into the toasts the UI shows (spec section 8):
 * - no response: "Network Error!";
 * - `errors` (array, object or string): one message per entry; otherwise the server `message`;
 * - 500: each message is prefixed with "500 ";
 * - 401: `unauthorized` is set;
 * - "No RSS feeds found!": `silent` is set.
 */
export function normaliseError(input: ErrorInput): NormalisedError {
  const { status, body, networkError } = input;
  if (networkError === true || (status === undefined && body === undefined)) {
    return { messages: [NETWORK_ERROR_MESSAGE], silent: false, unauthorized: false };
  }

  let messages = bodyMessages(body);
  if (messages.length === 0) messages = [UNKNOWN_ERROR_MESSAGE];
  if (status === 500) messages = messages.map((message) => `${SERVER_ERROR_PREFIX}${message}`);

  const result: NormalisedError = {
    messages,
    silent: messages.every((message) => SILENT_ERROR_MESSAGES.includes(message)),
    unauthorized: status === 401,
  };
  if (status !== undefined) result.status = status;
  return result;
}

/** True when a value already has the shape `normaliseError` returns. */
export function isNormalisedError(value: unknown): value is NormalisedError {
  return (
    isRecord(value) &&
    Array.isArray(value.messages) &&
    value.messages.every((message) => typeof message === 'string') &&
    typeof value.silent === 'boolean' &&
    typeof value.unauthorized === 'boolean'
  );
}

function isErrorInput(value: unknown): value is ErrorInput {
  return (
    isRecord(value) &&
    (typeof value.status === 'number' || 'body' in value || value.networkError === true)
  );
}

/**
 * Normalises whatever an injected call threw: a `NormalisedError` (from the SDK) is kept, an
 * `ErrorInput`-shaped value goes through `normaliseError`, an `Error` shows its message, anything
 * else gives the generic message.
 */
export function toNormalisedError(thrown: unknown): NormalisedError {
  if (isNormalisedError(thrown)) return thrown;
  if (isErrorInput(thrown)) return normaliseError(thrown);
  if (thrown instanceof Error && thrown.message.trim()) {
    return { messages: [thrown.message.trim()], silent: false, unauthorized: false };
  }
  return { messages: [UNKNOWN_ERROR_MESSAGE], silent: false, unauthorized: false };
}
