import { z } from 'zod';

/** A company's role in a project. */
export const COMPANY_ROLES = ['builder', 'designer', 'producer', 'owner', 'other'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const companyRoleSchema = z.enum(COMPANY_ROLES);

/** Business types of directory listings and company profiles. */
export const BUSINESS_TYPES = [
  'general_contractor',
  'specialty_contractor',
  'designer',
  'supplier',
  'manufacturer',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const businessTypeSchema = z.enum(BUSINESS_TYPES);

/** Account types. */
export const ACCOUNT_TYPES = ['personal', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);

/** How business types read in forms and on profiles. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  general_contractor: 'General contractor',
  specialty_contractor: 'Specialty contractor',
  designer: 'Designer',
  supplier: 'Supplier',
  manufacturer: 'Manufacturer',
};

/** How company roles read in forms and on profiles. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  builder: 'Builder',
  designer: 'Designer',
  producer: 'Producer',
  owner: 'Owner',
  other: 'Other',
};
