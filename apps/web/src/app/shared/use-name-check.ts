// The name check as the person types, for group names and channel names alike (spec section 5):
// once a name passes core's rule and has stayed the same for NAME_CHECK_DELAY_MS, the server says
// whether it is free (409: taken).
import { CHANNEL_FETCH_DELAY_MS, channelNameToCheck, groupNameSchema } from '@trestle/core';
import type { TrestleApi } from '@trestle/sdk';
import { useApiQuery } from './api-query';
import { queryKeys } from './query-keys';
import { useDebounced } from './use-paged-items';

/** The spec's pause before a channel fetch (350 ms), used for both kinds of name. */
export const NAME_CHECK_DELAY_MS = CHANNEL_FETCH_DELAY_MS;

export type NameKind = 'group' | 'channel';

/**
 * What the check says about the name typed:
 * - `invalid`: core's rule refuses it (the field shows the rule's message; the server is not asked);
 * - `idle`: nothing to say (the item's own name, or the check itself failed: saving will tell);
 * - `checking`: waiting for the pause or the server;
 * - `available` / `taken` (with the server's message).
 */
export type NameCheck =
  | { status: 'invalid' }
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken'; message: string };

/** Core's rule for each kind: the cleaned name worth asking about, or null. */
const NAME_RULES: Record<NameKind, (name: string) => string | null> = {
  group: (name) => groupNameSchema.safeParse(name).data ?? null,
  channel: channelNameToCheck,
};

type CheckBody = { name: string; id?: string };
type CheckAnswer = Promise<{ data?: unknown; error?: unknown; response: Response }>;
const ASK_SERVER: Record<NameKind, (api: TrestleApi, body: CheckBody) => CheckAnswer> = {
  group: (api, body) => api.PUT('/user/group/name', { body }),
  channel: (api, body) => api.PUT('/user/channel/name', { body }),
};

/**
 * Checks `name` as it is typed. `id` leaves the item being renamed out of the server's check;
 * `ownName` (its current name) needs no check at all.
 */
export function useNameCheck(
  kind: NameKind,
  name: string,
  { id, ownName }: { id?: string | undefined; ownName?: string | undefined } = {},
): NameCheck {
  const candidate = NAME_RULES[kind](name);
  const asked = candidate !== null && candidate !== ownName ? candidate : null;
  const settled = useDebounced(asked, NAME_CHECK_DELAY_MS);
  // Quiet: a taken name is an answer for the field, not an error toast.
  const check = useApiQuery(
    queryKeys.nameCheck(kind, settled ?? '', id),
    (api) => ASK_SERVER[kind](api, { name: settled ?? '', ...(id ? { id } : {}) }),
    { quiet: true, enabled: settled !== null && settled === asked },
  );

  if (candidate === null) return { status: 'invalid' };
  if (asked === null) return { status: 'idle' };
  if (settled !== asked || check.isPending) return { status: 'checking' };
  if (check.isSuccess) return { status: 'available' };
  if (check.error.status === 409) {
    return { status: 'taken', message: check.error.messages.join(' ') || 'This name is taken.' };
  }
  return { status: 'idle' };
}
