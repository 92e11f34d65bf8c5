// The one way screens load data (docs/decisions.md "Loading data (issue 20)"): TanStack Query
// over the SDK. A query keeps the answer of its own key only, so a late answer for a page the
// person has left never shows on the next one: no hand-written "is this still current?" flags.
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { toNormalisedError, type NormalisedError } from '@trestle/core';
import { unwrap, type TrestleApi } from '@trestle/sdk';
import { useServices } from '../services-context';

/** What an SDK call resolves to (openapi-fetch's `{ data, error, response }`). */
type ApiResult<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/**
 * The data of an SDK call, or its failure as core's NormalisedError (with `status` when the server
 * answered). An empty answer (204) is `null`: a query's data may not be `undefined`.
 */
export async function callApi<T>(pending: ApiResult<T>): Promise<T> {
  try {
    const data = await unwrap(pending);
    return (data ?? null) as T;
  } catch (failure) {
    throw toNormalisedError(failure);
  }
}

export interface ApiQueryOptions {
  /**
   * Use the quiet client: failures are not toasted, because the screen shows them itself (a 404
   * as "not found", a 403 as "blocked") or they are a background read (spec section 8).
   */
  quiet?: boolean;
  /** False while the query cannot be asked yet (e.g. no name typed). */
  enabled?: boolean;
  /** How long an answer is fresh, when it differs from the app's 30 s. */
  staleTime?: number;
}

/**
 * Loads `key` with an SDK call: `useApiQuery(queryKeys.group(id), (api) => api.GET(...))`.
 * Failures reach `error` as NormalisedError (status, messages); the loud client has toasted them.
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (api: TrestleApi) => ApiResult<T>,
  options: ApiQueryOptions = {},
): UseQueryResult<T, NormalisedError> {
  const services = useServices();
  const client = options.quiet ? services.quietClient : services.client;
  return useQuery<T, NormalisedError>({
    queryKey: key,
    queryFn: () => callApi(load(client.api)),
    ...(options.enabled !== undefined ? { enabled: options.enabled } : {}),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
  });
}

/** A failed query's messages as one line, or `fallback` when it has none. */
export function failureMessage(error: NormalisedError | null, fallback: string): string {
  return error?.messages.join(' ') || fallback;
}
