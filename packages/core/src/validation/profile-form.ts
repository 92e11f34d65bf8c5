import { z } from 'zod';
import {
  BUSINESS_TYPES,
  COMPANY_ROLES,
  type BusinessType,
  type CompanyRole,
} from '../enums/company';

// The edit-profile form's rules. They agree with the contract (openapi/src/components/schemas/
// profile.yaml: ProfileUpdate) and with the server's checks (apps/server/src/modules/profile/
// edit.ts): a display name that is not blank, http(s) addresses (no scheme means https), a company
// for business accounts only. Lists are typed one entry a line.

export const PROFILE_DISPLAY_NAME_MAX = 80;
export const PROFILE_BIO_MAX = 1000;
export const PROFILE_LOCATION_MAX = 120;
export const PROFILE_ADDRESS_MAX = 300;
export const PROFILE_PROFESSIONS_MAX = 10;
export const PROFILE_PROFESSION_MAX = 100;
export const PROFILE_LINKS_MAX = 20;
export const PROFILE_LINK_TITLE_MAX = 100;
export const PROFILE_COMPANY_NAME_MAX = 200;

export const PROFILE_FORM_MESSAGES = {
  /** The server's own sentence (edit.ts EMPTY_NAME). */
  displayName: 'Enter a display name.',
  displayNameTooLong: `Keep the display name under ${PROFILE_DISPLAY_NAME_MAX + 1} characters.`,
  bioTooLong: `Keep the note under ${PROFILE_BIO_MAX + 1} characters.`,
  locationTooLong: `Keep the location under ${PROFILE_LOCATION_MAX + 1} characters.`,
  /** The server's own sentence (edit.ts BAD_ADDRESS). */
  address: 'Enter a web address starting with http:// or https://.',
  addressTooLong: `Keep web addresses under ${PROFILE_ADDRESS_MAX + 1} characters.`,
  tooManyProfessions: `List at most ${PROFILE_PROFESSIONS_MAX} trades or professions.`,
  professionTooLong: `Keep each trade or profession under ${PROFILE_PROFESSION_MAX + 1} characters.`,
  tooManyLinks: `List at most ${PROFILE_LINKS_MAX} links.`,
  linkTitleTooLong: `Keep each link's title under ${PROFILE_LINK_TITLE_MAX + 1} characters.`,
  companyName: 'Enter the company name.',
  companyNameTooLong: `Keep the company name under ${PROFILE_COMPANY_NAME_MAX + 1} characters.`,
  businessType: 'Choose a business type from the list.',
  companyRole: 'Choose a company role from the list.',
  companyRoleNeedsProfession: 'Add a trade or profession for this role.',
  /** The server's own sentence (edit.ts COMPANY_FOR_BUSINESS). */
  companyForBusiness: 'Only business accounts have a company.',
} as const;

/** What the form holds: text as typed (lists one entry a line), files as uploaded names. */
export type ProfileFormValues = {
  /** The account is a business account: the company fields apply. */
  business: boolean;
  displayName: string;
  /** Uploaded file names; '' for none. */
  avatar: string;
  cover: string;
  bio: string;
  location: string;
  website: string;
  /** One trade or profession a line. */
  professions: string;
  /** One link a line: an address, optionally after a title ("Portfolio https://…"). */
  links: string;
  companyName: string;
  businessType: string;
  companyRole: string;
  companyWebsite: string;
  opened: boolean;
};

/** The request body of updateOwnProfile (the contract's ProfileUpdate, as this form sends it). */
export interface ProfileUpdateBody {
  general: {
    displayName: string;
    avatar: string | null;
    cover: string | null;
    bio: string | null;
    location: string | null;
    website: string | null;
  };
  profession: { title: string; companyRole?: CompanyRole }[];
  links: { title?: string; url: string }[];
  /** Only for business accounts: null clears the company. */
  company?: { name: string; businessType?: BusinessType; website: string | null } | null;
}

export interface ProfileFormData {
  body: ProfileUpdateBody;
  opened: boolean;
}

/**
 * An http(s) address as the server stores it: one without a scheme is taken as https; other
 * schemes and addresses without a host are refused (null).
 */
export function profileWebAddress(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.toString();
}

/** The non-blank lines of a list field, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** One link line: the last word is the address, anything before it the title. */
export function parseLinkLine(line: string): { title?: string; url: string } {
  const words = line.trim().split(/\s+/);
  const url = words.pop() ?? '';
  const title = words.join(' ');
  return title ? { title, url } : { url };
}

/** A stored link as a line of the form. */
export function linkLineOf(link: { title?: string | undefined; url: string }): string {
  return link.title ? `${link.title} ${link.url}` : link.url;
}

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text.trim());

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export const profileFormSchema = z
  .object({
    business: z.boolean(),
    displayName: z.string(),
    avatar: z.string(),
    cover: z.string(),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    professions: z.string(),
    links: z.string(),
    companyName: z.string(),
    businessType: z.string(),
    companyRole: z.string(),
    companyWebsite: z.string(),
    opened: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const fail = (path: keyof ProfileFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const name = values.displayName.trim();
    if (name === '') fail('displayName', PROFILE_FORM_MESSAGES.displayName);
    else if (name.length > PROFILE_DISPLAY_NAME_MAX) {
      fail('displayName', PROFILE_FORM_MESSAGES.displayNameTooLong);
    }
    if (values.bio.trim().length > PROFILE_BIO_MAX) fail('bio', PROFILE_FORM_MESSAGES.bioTooLong);
    if (values.location.trim().length > PROFILE_LOCATION_MAX) {
      fail('location', PROFILE_FORM_MESSAGES.locationTooLong);
    }
    checkAddress(values.website, 'website', fail);

    const professions = linesOf(values.professions);
    if (professions.length > PROFILE_PROFESSIONS_MAX) {
      fail('professions', PROFILE_FORM_MESSAGES.tooManyProfessions);
    } else if (professions.some((title) => title.length > PROFILE_PROFESSION_MAX)) {
      fail('professions', PROFILE_FORM_MESSAGES.professionTooLong);
    }

    const links = linesOf(values.links).map(parseLinkLine);
    if (links.length > PROFILE_LINKS_MAX) fail('links', PROFILE_FORM_MESSAGES.tooManyLinks);
    else if (links.some((link) => (link.title ?? '').length > PROFILE_LINK_TITLE_MAX)) {
      fail('links', PROFILE_FORM_MESSAGES.linkTitleTooLong);
    } else if (links.some((link) => link.url.length > PROFILE_ADDRESS_MAX)) {
      fail('links', PROFILE_FORM_MESSAGES.addressTooLong);
    } else if (links.some((link) => profileWebAddress(link.url) === null)) {
      fail('links', PROFILE_FORM_MESSAGES.address);
    }

    if (!values.business) return;
    const company = values.companyName.trim();
    const anyCompany =
      company !== '' || values.businessType !== '' || values.companyWebsite.trim() !== '';
    if (anyCompany && company === '') fail('companyName', PROFILE_FORM_MESSAGES.companyName);
    if (company.length > PROFILE_COMPANY_NAME_MAX) {
      fail('companyName', PROFILE_FORM_MESSAGES.companyNameTooLong);
    }
    if (values.businessType !== '' && !isOneOf(BUSINESS_TYPES, values.businessType)) {
      fail('businessType', PROFILE_FORM_MESSAGES.businessType);
    }
    if (values.companyRole !== '') {
      if (!isOneOf(COMPANY_ROLES, values.companyRole)) {
        fail('companyRole', PROFILE_FORM_MESSAGES.companyRole);
      } else if (professions.length === 0) {
        fail('companyRole', PROFILE_FORM_MESSAGES.companyRoleNeedsProfession);
      }
    }
    checkAddress(values.companyWebsite, 'companyWebsite', fail);
  })
  .transform((values): ProfileFormData => profileFormData(values));

function checkAddress(
  value: string,
  field: keyof ProfileFormValues,
  fail: (path: keyof ProfileFormValues, message: string) => void,
) {
  const text = value.trim();
  if (text === '') return;
  if (text.length > PROFILE_ADDRESS_MAX) fail(field, PROFILE_FORM_MESSAGES.addressTooLong);
  else if (profileWebAddress(text) === null) fail(field, PROFILE_FORM_MESSAGES.address);
}

/** The request of checked form values: every part replaced (lists whole, blanks cleared). */
export function profileFormData(values: ProfileFormValues): ProfileFormData {
  const role = isOneOf(COMPANY_ROLES, values.companyRole) ? values.companyRole : undefined;
  const body: ProfileUpdateBody = {
    general: {
      displayName: values.displayName.trim(),
      avatar: values.avatar || null,
      cover: values.cover || null,
      bio: nullIfBlank(values.bio),
      location: nullIfBlank(values.location),
      website: values.website.trim() ? profileWebAddress(values.website) : null,
    },
    profession: linesOf(values.professions).map((title) =>
      values.business && role ? { title, companyRole: role } : { title },
    ),
    links: linesOf(values.links).map((line) => {
      const link = parseLinkLine(line);
      return { ...link, url: profileWebAddress(link.url) ?? link.url };
    }),
  };
  if (values.business) {
    const name = values.companyName.trim();
    const type = isOneOf(BUSINESS_TYPES, values.businessType) ? values.businessType : undefined;
    body.company = name
      ? {
          name,
          ...(type ? { businessType: type } : {}),
          website: values.companyWebsite.trim() ? profileWebAddress(values.companyWebsite) : null,
        }
      : null;
  }
  return { body, opened: values.opened };
}

/** What the form starts with, from the signed-in person (the contract's AuthUser). */
export function profileFormValuesOf(
  user: {
    account: { type: string };
    general: {
      displayName: string;
      avatar?: string | null;
      cover?: string | null;
      bio?: string | null;
      location?: string | null;
      website?: string | null;
    };
    profession?: { title: string; companyRole?: string }[];
    links?: { title?: string; url: string }[];
    company?: { name: string; businessType?: string; website?: string | null } | null;
  },
  opened: boolean,
): ProfileFormValues {
  const professions = user.profession ?? [];
  return {
    business: user.account.type === 'business',
    displayName: user.general.displayName,
    avatar: user.general.avatar ?? '',
    cover: user.general.cover ?? '',
    bio: user.general.bio ?? '',
    location: user.general.location ?? '',
    website: user.general.website ?? '',
    professions: professions.map((p) => p.title).join('\n'),
    links: (user.links ?? []).map(linkLineOf).join('\n'),
    companyName: user.company?.name ?? '',
    businessType: user.company?.businessType ?? '',
    companyRole: professions.find((p) => p.companyRole)?.companyRole ?? '',
    companyWebsite: user.company?.website ?? '',
    opened,
  };
}

const GENERAL_FIELDS = ['displayName', 'avatar', 'cover', 'bio', 'location', 'website'] as const;

/**
 * The form field of a key the server named in `errors` (`general.displayName`, `links.2.url`,
 * `company.website`, …), or null for none.
 */
export function profileFormFieldOf(key: string): keyof ProfileFormValues | null {
  const [head, second] = key.split('.');
  switch (head) {
    case 'general':
      return GENERAL_FIELDS.find((field) => field === second) ?? 'displayName';
    case 'profession':
      return key.endsWith('companyRole') ? 'companyRole' : 'professions';
    case 'links':
      return 'links';
    case 'company':
      if (second === 'website') return 'companyWebsite';
      if (second === 'businessType') return 'businessType';
      return 'companyName';
    default:
      return null;
  }
}
