import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  BUSINESS_TYPES,
  COMPANY_ROLES,
  accountTypeSchema,
  businessTypeSchema,
  companyRoleSchema,
} from './company';

describe('company enumerations', () => {
  it('has the spec values', () => {
    expect(COMPANY_ROLES).toEqual(['builder', 'designer', 'producer', 'owner', 'other']);
    expect(BUSINESS_TYPES).toEqual([
      'general_contractor',
      'specialty_contractor',
      'designer',
      'supplier',
      'manufacturer',
    ]);
    expect(ACCOUNT_TYPES).toEqual(['personal', 'business']);
  });

  it('validates with zod', () => {
    expect(companyRoleSchema.parse('owner')).toBe('owner');
    expect(companyRoleSchema.safeParse('architect').success).toBe(false);
    expect(businessTypeSchema.safeParse('supplier').success).toBe(true);
    expect(accountTypeSchema.safeParse('team').success).toBe(false);
  });
});
