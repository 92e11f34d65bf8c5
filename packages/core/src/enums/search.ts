import { z } from 'zod';

/** Where the work happens; drives the `remote` filter. */
export const WORKPLACE_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];
export const workplaceTypeSchema = z.enum(WORKPLACE_TYPES);

/** Distance units for radius searches: miles ('ml') and kilometres ('km'). */
export const DISTANCE_UNITS = ['ml', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const distanceUnitSchema = z.enum(DISTANCE_UNITS);

/** Sort orders accepted by list calls (replies, subscriptions). */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const sortOrderSchema = z.enum(SORT_ORDERS);

export const WORKPLACE_TYPE_LABELS: Record<WorkplaceType, string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};

export const DISTANCE_UNIT_LABELS: Record<DistanceUnit, string> = {
  ml: 'Miles',
  km: 'Kilometres',
};
