/** Where the access token and role are kept (local storage in the browser). */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
  getRole(): string | null;
  setRole(role: string): void;
  /** Removes both the token and the role. */
  clear(): void;
}

/** An in-memory token store, for Node, tests and the server. */
export function createMemoryTokenStore(
  initial: { token?: string; role?: string } = {},
): TokenStore {
  let token: string | null = initial.token ?? null;
  let role: string | null = initial.role ?? null;
  return {
    getToken: () => token,
    setToken: (value) => {
      token = value;
    },
    getRole: () => role,
    setRole: (value) => {
      role = value;
    },
    clear: () => {
      token = null;
      role = null;
    },
  };
}

/** The part of the Web Storage API a token store needs (`localStorage` fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage keys of the access token and role. */
export const TOKEN_STORAGE_KEYS = { token: 'trestle.accessToken', role: 'trestle.role' } as const;

/** A token store on a Storage-like object, e.g. `createStorageTokenStore(window.localStorage)`. */
export function createStorageTokenStore(
  storage: KeyValueStorage,
  keys: { token: string; role: string } = TOKEN_STORAGE_KEYS,
): TokenStore {
  return {
    getToken: () => storage.getItem(keys.token),
    setToken: (value) => storage.setItem(keys.token, value),
    getRole: () => storage.getItem(keys.role),
    setRole: (value) => storage.setItem(keys.role, value),
    clear: () => {
      storage.removeItem(keys.token);
      storage.removeItem(keys.role);
    },
  };
}
