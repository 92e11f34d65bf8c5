import { describe, expect, it } from 'vitest';
import { memoryTokenStore, storageTokenStore, TOKEN_STORAGE_KEYS } from './token-store';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('token stores', () => {
  it('keeps token and role in storage under the trestle.accessToken and trestle.role keys', () => {
    const storage = fakeStorage();
    const store = storageTokenStore(storage);
    store.setToken('abc');
    store.setRole('moderator');
    expect(storage.map.get(TOKEN_STORAGE_KEYS.token)).toBe('abc');
    expect(storage.map.get(TOKEN_STORAGE_KEYS.role)).toBe('moderator');
    store.clear();
    expect(storage.map.size).toBe(0);
  });

  it('keeps token and role in memory and forgets both on clear', () => {
    const store = memoryTokenStore({ token: 't', role: 'user' });
    expect([store.getToken(), store.getRole()]).toEqual(['t', 'user']);
    store.clear();
    expect([store.getToken(), store.getRole()]).toEqual([null, null]);
  });
});
