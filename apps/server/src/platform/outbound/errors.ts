// One error type for every refusal or failure of an outbound fetch. Callers branch on `reason`;
// `message` is written for a person (a log line, or a settings screen saying why a feed failed).

export type OutboundErrorReason =
  | 'forbidden_address'
  | 'bad_url'
  | 'too_large'
  | 'timeout'
  | 'too_many_redirects'
  | 'bad_content_type'
  | 'http_status'
  | 'network';

export interface OutboundErrorDetails {
  /** The URL being fetched when the failure happened (after redirects so far). */
  url?: string;
  /** HTTP status, for 'http_status'. */
  status?: number;
  /**
   * The refused address, for 'forbidden_address' after DNS resolution. Kept out of `message` so
   * that a message shown to a person does not map the internal network; log it, don't show it.
   */
  address?: string;
  cause?: unknown;
}

export class OutboundError extends Error {
  override name = 'OutboundError';
  readonly reason: OutboundErrorReason;
  readonly url: string | undefined;
  readonly status: number | undefined;
  readonly address: string | undefined;

  constructor(reason: OutboundErrorReason, message: string, details: OutboundErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    this.url = details.url;
    this.status = details.status;
    this.address = details.address;
  }
}

/** Finds an OutboundError in an error or its `cause` chain (undici may wrap what our hook threw). */
export function findOutboundError(err: unknown): OutboundError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof OutboundError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
