import { describe, expect, it } from 'vitest';
import {
  PROFILE_FORM_MESSAGES,
  linesOf,
  parseLinkLine,
  profileFormFieldOf,
  profileFormSchema,
  profileFormValuesOf,
  profileWebAddress,
  type ProfileFormValues,
} from './profile-form';

const base: ProfileFormValues = {
  business: false,
  displayName: 'Ana Builder',
  avatar: '',
  cover: '',
  bio: '',
  location: '',
  website: '',
  professions: '',
  links: '',
  companyName: '',
  businessType: '',
  companyRole: '',
  companyWebsite: '',
  opened: true,
};

function errorsOf(values: Partial<ProfileFormValues>): Record<string, string> {
  const result = profileFormSchema.safeParse({ ...base, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('profile form', () => {
  it('sends every part, blanks cleared, lists one entry a line', () => {
    const result = profileFormSchema.parse({
      ...base,
      displayName: '  Ana  ',
      avatar: 'a.png',
      bio: '  ',
      location: ' Austin ',
      website: 'ana.build',
      professions: 'Carpenter\n\n  Site manager ',
      links: 'Portfolio ana.example/work\nhttp://x.example',
    });
    expect(result).toEqual({
      opened: true,
      body: {
        general: {
          displayName: 'Ana',
          avatar: 'a.png',
          cover: null,
          bio: null,
          location: 'Austin',
          website: 'https://ana.build/',
        },
        profession: [{ title: 'Carpenter' }, { title: 'Site manager' }],
        links: [
          { title: 'Portfolio', url: 'https://ana.example/work' },
          { url: 'http://x.example/' },
        ],
      },
    });
  });

  it('needs a display name within the contract length', () => {
    expect(errorsOf({ displayName: '   ' })).toEqual({
      displayName: PROFILE_FORM_MESSAGES.displayName,
    });
    expect(errorsOf({ displayName: 'x'.repeat(81) }).displayName).toBe(
      PROFILE_FORM_MESSAGES.displayNameTooLong,
    );
    expect(errorsOf({ displayName: 'x'.repeat(80) })).toEqual({});
  });

  it('takes http(s) addresses only, as the server does', () => {
    expect(profileWebAddress('example.com')).toBe('https://example.com/');
    expect(profileWebAddress('HTTP://example.com/a')).toBe('http://example.com/a');
    expect(profileWebAddress('ftp://example.com')).toBeNull();
    expect(profileWebAddress('javascript:alert(1)')).toBeNull();
    expect(profileWebAddress('https://')).toBeNull();
    expect(profileWebAddress('two words')).toBeNull();
    expect(errorsOf({ website: 'mailto:a@b.c' }).website).toBe(PROFILE_FORM_MESSAGES.address);
    expect(errorsOf({ links: 'ok.example\nftp://bad.example' }).links).toBe(
      PROFILE_FORM_MESSAGES.address,
    );
  });

  it('keeps lists within the contract', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `Trade ${i}`).join('\n');
    expect(errorsOf({ professions: eleven }).professions).toBe(
      PROFILE_FORM_MESSAGES.tooManyProfessions,
    );
    expect(errorsOf({ professions: 'x'.repeat(101) }).professions).toBe(
      PROFILE_FORM_MESSAGES.professionTooLong,
    );
    const links = Array.from({ length: 21 }, (_, i) => `l${i}.example`).join('\n');
    expect(errorsOf({ links }).links).toBe(PROFILE_FORM_MESSAGES.tooManyLinks);
    expect(errorsOf({ bio: 'x'.repeat(1001) }).bio).toBe(PROFILE_FORM_MESSAGES.bioTooLong);
    expect(errorsOf({ location: 'x'.repeat(121) }).location).toBe(
      PROFILE_FORM_MESSAGES.locationTooLong,
    );
  });

  it('sends a company for business accounts only', () => {
    const personal = profileFormSchema.parse({ ...base, companyName: 'Ignored' });
    expect(personal.body).not.toHaveProperty('company');
    const business = profileFormSchema.parse({
      ...base,
      business: true,
      professions: 'Estimator',
      companyName: ' Acme ',
      businessType: 'supplier',
      companyRole: 'builder',
      companyWebsite: 'acme.example',
    });
    expect(business.body.company).toEqual({
      name: 'Acme',
      businessType: 'supplier',
      website: 'https://acme.example/',
    });
    expect(business.body.profession).toEqual([{ title: 'Estimator', companyRole: 'builder' }]);
    expect(profileFormSchema.parse({ ...base, business: true }).body.company).toBeNull();
  });

  it('checks the company fields', () => {
    const b = { business: true };
    expect(errorsOf({ ...b, businessType: 'supplier' }).companyName).toBe(
      PROFILE_FORM_MESSAGES.companyName,
    );
    expect(errorsOf({ ...b, companyName: 'A', businessType: 'bank' }).businessType).toBe(
      PROFILE_FORM_MESSAGES.businessType,
    );
    expect(errorsOf({ ...b, companyName: 'A', companyRole: 'builder' }).companyRole).toBe(
      PROFILE_FORM_MESSAGES.companyRoleNeedsProfession,
    );
    expect(errorsOf({ ...b, companyName: 'A', companyWebsite: 'ftp://x' }).companyWebsite).toBe(
      PROFILE_FORM_MESSAGES.address,
    );
  });

  it('starts from the signed-in person and reads lines back', () => {
    const values = profileFormValuesOf(
      {
        account: { type: 'business' },
        general: { displayName: 'Ana', avatar: 'a.png', website: null },
        profession: [{ title: 'Carpenter', companyRole: 'owner' }],
        links: [{ title: 'Work', url: 'https://w.example/' }, { url: 'https://x.example/' }],
        company: { name: 'Acme', businessType: 'designer' },
      },
      false,
    );
    expect(values).toMatchObject({
      business: true,
      avatar: 'a.png',
      professions: 'Carpenter',
      links: 'Work https://w.example/\nhttps://x.example/',
      companyName: 'Acme',
      businessType: 'designer',
      companyRole: 'owner',
      opened: false,
    });
    expect(linesOf(' a \n\n b')).toEqual(['a', 'b']);
    expect(parseLinkLine('My site x.example')).toEqual({ title: 'My site', url: 'x.example' });
  });

  it("sorts the server's error keys onto the form's fields", () => {
    expect(profileFormFieldOf('general.displayName')).toBe('displayName');
    expect(profileFormFieldOf('general.avatar')).toBe('avatar');
    expect(profileFormFieldOf('links.3.url')).toBe('links');
    expect(profileFormFieldOf('profession.0.title')).toBe('professions');
    expect(profileFormFieldOf('company')).toBe('companyName');
    expect(profileFormFieldOf('company.website')).toBe('companyWebsite');
    expect(profileFormFieldOf('works.0.image')).toBeNull();
  });
});
