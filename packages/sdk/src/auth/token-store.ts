// Where the client keeps the access token and the role key between calls. The stores themselves
// are @trestle/core's (one rule, one place); browsers keep them in localStorage (spec section 9),
// Node programs in memory unless they bring their own store.
import {
  createMemoryTokenStore,
  createStorageTokenStore,
  type KeyValueStorage,
  type TokenStore,
} from '@trestle/core';

export type { KeyValueStorage, TokenStore };
export { TOKEN_STORAGE_KEYS } from '@trestle/core';

export const memoryTokenStore = createMemoryTokenStore;
export const storageTokenStore = (storage: KeyValueStorage): TokenStore =>
  createStorageTokenStore(storage);

/** localStorage where it exists (browsers), memory elsewhere (Node). */
export function defaultTokenStore(): TokenStore {
  const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  return storage ? createStorageTokenStore(storage) : createMemoryTokenStore();
}
