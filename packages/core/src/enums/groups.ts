import { z } from 'zod';

/**
 * Group types: open (anyone joins at once), closed (joining is a request the moderators accept),
 * private (only members see the content).
 */
export const GROUP_TYPES = ['open', 'closed', 'private'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const groupTypeSchema = z.enum(GROUP_TYPES);

/** Roles inside a group. */
export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const groupRoleSchema = z.enum(GROUP_ROLES);

/** What moderators can do with a group report. */
export const GROUP_REPORT_DECISIONS = ['keep', 'hide'] as const;
export type GroupReportDecision = (typeof GROUP_REPORT_DECISIONS)[number];
export const groupReportDecisionSchema = z.enum(GROUP_REPORT_DECISIONS);
