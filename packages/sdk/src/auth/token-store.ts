// Where the client keeps the access token and the role key between calls. Browsers keep them in
// localStorage (spec section 9: "Access token and role are kept in local storage"); Node programs
// keep them in memory unless they bring their own store.

export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
  getRole(): string | null;
  setRole(role: string): void;
  /** Removes token and role, as a 401 or sign-out does. */
  clear(): void;
}

export const TOKEN_KEY = 'accessToken';
export const ROLE_KEY = 'role';

export function memoryTokenStore(initial: { token?: string; role?: string } = {}): TokenStore {
  let token = initial.token ?? null;
  let role = initial.role ?? null;
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

/** The subset of the Web Storage API the store needs, so tests can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function storageTokenStore(storage: KeyValueStorage): TokenStore {
  return {
    getToken: () => storage.getItem(TOKEN_KEY),
    setToken: (value) => storage.setItem(TOKEN_KEY, value),
    getRole: () => storage.getItem(ROLE_KEY),
    setRole: (value) => storage.setItem(ROLE_KEY, value),
    clear: () => {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(ROLE_KEY);
    },
  };
}

/** localStorage where it exists (browsers), memory elsewhere (Node). */
export function defaultTokenStore(): TokenStore {
  const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  return storage ? storageTokenStore(storage) : memoryTokenStore();
}
