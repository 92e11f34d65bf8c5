import { z } from 'zod';

/** States of a normal (membership) subscription. */
export const SUBSCRIPTION_STATES = ['active', 'pending', 'inactive'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);

/** States of a pro-level subscription (a subscriber can also be banned). */
export const PRO_SUBSCRIPTION_STATES = ['active', 'pending', 'inactive', 'banned'] as const;
export type ProSubscriptionState = (typeof PRO_SUBSCRIPTION_STATES)[number];
export const proSubscriptionStateSchema = z.enum(PRO_SUBSCRIPTION_STATES);

/** States the current membership level reports while a payment is confirmed. */
export const MEMBERSHIP_LEVEL_STATES = ['pending', 'missing', 'active'] as const;
export type MembershipLevelState = (typeof MEMBERSHIP_LEVEL_STATES)[number];
export const membershipLevelStateSchema = z.enum(MEMBERSHIP_LEVEL_STATES);
