// The Trestle API client: openapi-fetch typed by the contract, plus the bearer token, the
// anti-forgery header and section 8's error handling as middleware.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@trestle/openapi/types';
import { browserCookies, CSRF_HEADER, readCsrfCookie } from './auth/anti-forgery';
import { defaultTokenStore, type TokenStore } from './auth/token-store';
import type { TrestleError } from './errors';
import { errorFromResponse, networkError, readBody } from './errors';

export interface TrestleClientOptions {
  /** Origin of the Trestle server, e.g. "https://trestle.example" or "" for same-origin. */
  baseUrl: string;
  tokenStore?: TokenStore;
  fetch?: typeof globalThis.fetch;
  /** Called for every failure a person should see (not for silent ones). */
  onError?: (error: TrestleError) => void;
  /** Called after a 401 cleared the token and role (browsers reload the page here). */
  onUnauthorized?: (error: TrestleError) => void;
  /** Where to read the anti-forgery cookie from; defaults to document.cookie in browsers. */
  cookies?: () => string | undefined;
}

export type TrestleApi = ReturnType<typeof createClient<paths>>;

export interface TrestleClient {
  /** Typed calls: `api.GET('/auth/refresh')`, `api.POST('/auth/sign-in', { body })`. */
  api: TrestleApi;
  tokens: TokenStore;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createTrestleClient(options: TrestleClientOptions): TrestleClient {
  const tokens = options.tokenStore ?? defaultTokenStore();
  const cookies = options.cookies ?? browserCookies;
  const api = createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/$/, '')}/api`,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = tokens.getToken();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      if (!SAFE_METHODS.has(request.method)) {
        const csrf = readCsrfCookie(cookies());
        if (csrf) request.headers.set(CSRF_HEADER, csrf);
      }
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const error = errorFromResponse(response.status, await readBody(response.clone()));
      report(error);
      return undefined;
    },
    onError() {
      const error = networkError();
      report(error);
      return error;
    },
  };
  api.use(middleware);

  function report(error: TrestleError) {
    if (error.unauthorized) {
      tokens.clear();
      options.onUnauthorized?.(error);
    }
    if (!error.silent) options.onError?.(error);
  }

  return { api, tokens };
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/**
 * Returns the data of a successful call or throws the call's TrestleError, for code that prefers
 * exceptions: `const session = await unwrap(api.POST('/auth/sign-in', { body }))`.
 */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const result = await pending;
  if (result.response.ok) return result.data as T;
  throw errorFromResponse(result.response.status, result.error);
}
