import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './token-store';
import { TOKEN_STORAGE_KEYS, createMemoryTokenStore, createStorageTokenStore } from './token-store';

function fakeStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('createMemoryTokenStore', () => {
  it('keeps and clears the token and role', () => {
    const store = createMemoryTokenStore({ token: 't1' });
    expect(store.getToken()).toBe('t1');
    expect(store.getRole()).toBeNull();
    store.setRole('admin');
    store.setToken('t2');
    expect([store.getToken(), store.getRole()]).toEqual(['t2', 'admin']);
    store.clear();
    expect([store.getToken(), store.getRole()]).toEqual([null, null]);
  });
});

describe('createStorageTokenStore', () => {
  it('keeps the token and role in storage under the product keys', () => {
    const storage = fakeStorage();
    const store = createStorageTokenStore(storage);
    store.setToken('abc');
    store.setRole('user');
    expect(storage.data.get(TOKEN_STORAGE_KEYS.token)).toBe('abc');
    expect(storage.data.get(TOKEN_STORAGE_KEYS.role)).toBe('user');
    expect(store.getToken()).toBe('abc');
  });

  it('removes both on clear', () => {
    const storage = fakeStorage();
    storage.data.set('other', 'kept');
    const store = createStorageTokenStore(storage, { token: 't', role: 'r' });
    store.setToken('abc');
    store.setRole('user');
    store.clear();
    expect([...storage.data.keys()]).toEqual(['other']);
  });
});
