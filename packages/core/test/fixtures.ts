// Wire-shaped values for tests, typed by the contract.
import type { AuthUser } from '../src/auth/auth-types';

/** A complete signed-in person as the server sends it; override what a test needs. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10',
    username: 'ann',
    email: 'ann@example.com',
    role: { key: 'user', name: 'Member' },
    policies: { can_apply_project: false, can_apply_directory: false },
    limits: {
      projects: 3,
      jobs: 3,
      listings: 1,
      savedSearches: 3,
      projectApplicationsPerMonth: 5,
      uploadMegabytes: 50,
    },
    account: {
      type: 'personal',
      emailVerified: true,
      dm: 'all',
      mute: { words: [], categories: [] },
    },
    general: { displayName: 'Ann' },
    onboardedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
