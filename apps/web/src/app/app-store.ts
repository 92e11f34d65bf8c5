import { useSyncExternalStore } from 'react';

/** Application-wide state that is not the auth session (spec section 3, "common state"). */
export interface AppState {
  /** The window's inner width, reported on every resize (spec section 2). */
  windowWidth: number;
  /** The chat opened by /messages/:chatId, or null. */
  activeChatId: string | null;
  /** When the recurring session check last succeeded (ms since epoch), or null. */
  sessionCheckedAt: number | null;
}

export interface AppStore {
  getState(): AppState;
  set(patch: Partial<AppState>): void;
  subscribe(listener: () => void): () => void;
  /** Back to the initial state, as sign-out and a 401 require. */
  reset(): void;
}

function initialState(): AppState {
  return {
    windowWidth: typeof window === 'undefined' ? 0 : window.innerWidth,
    activeChatId: null,
    sessionCheckedAt: null,
  };
}

export function createAppStore(): AppStore {
  let state = initialState();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getState: () => state,
    set(patch) {
      const changed = (Object.keys(patch) as (keyof AppState)[]).some(
        (key) => !Object.is(patch[key], state[key]),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initialState();
      notify();
    },
  };
}

/** Reads a slice of the app state and re-renders when it changes. */
export function useStoreSelector<T>(store: AppStore, select: (state: AppState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
