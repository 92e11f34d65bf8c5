import { describe, expect, it } from 'vitest';
import { DISTANCE_UNITS, SORT_ORDERS, WORKPLACE_TYPES, distanceUnitSchema } from './search';

describe('search enumerations', () => {
  it('has workplace types, distance units and sort orders', () => {
    expect(WORKPLACE_TYPES).toEqual(['remote', 'onsite', 'hybrid']);
    expect(DISTANCE_UNITS).toEqual(['ml', 'km']);
    expect(SORT_ORDERS).toEqual(['ASC', 'DESC']);
    expect(distanceUnitSchema.safeParse('mi').success).toBe(false);
  });
});
