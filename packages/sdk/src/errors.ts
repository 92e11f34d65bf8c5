// Every failed call becomes one TrestleError carrying the messages a person should see
// (spec section 8). The rules themselves live in @trestle/core's normaliseError.
import { normaliseError, type NormalisedError } from '@trestle/core';

export class TrestleError extends Error {
  readonly status: number | undefined;
  readonly messages: string[];
  /** True for failures the product passes over without a toast ("No RSS feeds found!"). */
  readonly silent: boolean;
  readonly unauthorized: boolean;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(failure: NormalisedError, body?: unknown) {
    super(failure.messages.join('\n'));
    this.name = 'TrestleError';
    this.status = failure.status;
    this.messages = failure.messages;
    this.silent = failure.silent;
    this.unauthorized = failure.unauthorized;
    this.body = body;
  }
}

export function errorFromResponse(status: number, body: unknown): TrestleError {
  return new TrestleError(normaliseError({ status, body }), body);
}

export function networkError(): TrestleError {
  return new TrestleError(normaliseError({ networkError: true }));
}

/** Parses a body as JSON when it is JSON, else returns its text (or undefined when empty). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
