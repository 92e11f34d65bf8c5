import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
} from '@trestle/core';
import { SelectField } from '@trestle/ui';

export interface CompanyChoicesProps {
  businessType: string;
  companyRole: string;
  errors: { businessType?: string | undefined; companyRole?: string | undefined };
  onChange: (field: 'businessType' | 'companyRole', value: string) => void;
  /** Said under the role, where the form shows more than one trade. */
  roleHint?: string;
}

/** A business account's business type and the person's role in the company (core's lists). */
export function CompanyChoices({
  businessType,
  companyRole,
  errors,
  onChange,
  roleHint,
}: CompanyChoicesProps) {
  return (
    <>
      <SelectField
        label="Business type"
        name="businessType"
        value={businessType}
        error={errors.businessType}
        options={[
          { value: '', label: 'Not set' },
          ...BUSINESS_TYPES.map((type) => ({ value: type, label: BUSINESS_TYPE_LABELS[type] })),
        ]}
        onChange={(value) => onChange('businessType', value)}
      />
      <SelectField
        label="Your role in the company"
        {...(roleHint ? { hint: roleHint } : {})}
        name="companyRole"
        value={companyRole}
        error={errors.companyRole}
        options={[
          { value: '', label: 'Not set' },
          ...COMPANY_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] })),
        ]}
        onChange={(value) => onChange('companyRole', value)}
      />
    </>
  );
}
