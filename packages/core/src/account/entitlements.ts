// What an account may do and how much, from its account type and paid membership level.
// The server computes these for the auth user; forms use them to explain a refusal.
import type { components } from '@trestle/openapi/types';
import type { AccountType } from '../enums/company';

export const MEMBERSHIP_LEVELS = ['free', 'pro', 'business'] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

/** What the account may apply for (contract schema `Policies`). */
export type Policies = components['schemas']['Policies'];

/** Per-account quotas (contract schema `Limits`). */
export type Limits = components['schemas']['Limits'];

const LIMITS: Record<MembershipLevel, Limits> = {
  free: {
    projects: 3,
    jobs: 3,
    listings: 1,
    savedSearches: 3,
    projectApplicationsPerMonth: 5,
    uploadMegabytes: 50,
  },
  pro: {
    projects: 25,
    jobs: 25,
    listings: 5,
    savedSearches: 20,
    projectApplicationsPerMonth: 50,
    uploadMegabytes: 200,
  },
  business: {
    projects: 100,
    jobs: 100,
    listings: 25,
    savedSearches: 50,
    projectApplicationsPerMonth: 200,
    uploadMegabytes: 500,
  },
};

export function isMembershipLevel(value: string): value is MembershipLevel {
  return (MEMBERSHIP_LEVELS as readonly string[]).includes(value);
}

/** A stored level name as a level; anything unknown counts as free. */
export function membershipLevelOf(value: string): MembershipLevel {
  return isMembershipLevel(value) ? value : 'free';
}

/**
 * Business accounts may bid on projects and list in the directory at every level; personal
 * accounts may bid once they hold a paid level, and never list a company.
 */
export function policiesFor(accountType: AccountType, level: MembershipLevel): Policies {
  return {
    can_apply_project: accountType === 'business' || level !== 'free',
    can_apply_directory: accountType === 'business',
  };
}

export function limitsFor(level: MembershipLevel): Limits {
  return { ...LIMITS[level] };
}
