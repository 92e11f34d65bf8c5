// The own profile's edits, checked: files are the caller's own uploads of the right kind (the
// platform's one check), links are http(s) addresses, a company belongs to business accounts only.
// Parts left out stay as they are; `general` keys given replace theirs; lists are replaced whole.
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/errors';
import { assertOwnUploads, type Attaching } from '../../platform/storage/attached-files';
import type { ProfileChanges } from './repo';

type ProfileUpdate = components['schemas']['ProfileUpdate'];

export const BAD_ADDRESS = 'Enter a web address starting with http:// or https://.';
export const EMPTY_NAME = 'Enter a display name.';
export const COMPANY_FOR_BUSINESS = 'Only business accounts have a company.';

const trimmed = (value: string | null | undefined) =>
  value === null || value === undefined ? value : value.trim();

/** An http(s) address; one given without a scheme is taken as https. Else a 400 on `field`. */
export function webAddress(value: string, field: string): string {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw badRequest(BAD_ADDRESS, { [field]: BAD_ADDRESS });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw badRequest(BAD_ADDRESS, { [field]: BAD_ADDRESS });
  }
  return url.toString();
}

const optionalAddress = (value: string | null | undefined, field: string) => {
  const text = trimmed(value);
  return text ? webAddress(text, field) : text === undefined ? undefined : null;
};

export async function checkedChanges(
  ctx: AppContext,
  caller: Caller,
  body: ProfileUpdate,
): Promise<ProfileChanges> {
  const user = caller.user;
  // Every file named anywhere in the edit, checked at once (platform/storage/attached-files).
  const attaching: Attaching[] = [];
  const general = body.general;
  if (general?.avatar) {
    attaching.push({ names: [general.avatar], kind: 'image', field: 'general.avatar' });
  }
  if (general?.cover) {
    attaching.push({ names: [general.cover], kind: 'image', field: 'general.cover' });
  }
  body.works?.forEach((w, i) => {
    if (w.image) attaching.push({ names: [w.image], kind: 'image', field: `works.${i}.image` });
  });
  body.gallery?.forEach((g, i) => {
    attaching.push({ names: [g.file], kind: 'image-or-video', field: `gallery.${i}.file` });
  });
  await assertOwnUploads(ctx.db, user.id, attaching);

  const changes: ProfileChanges = {};
  if (general) {
    const next: Record<string, unknown> = { ...(user.general as object) };
    if (general.displayName !== undefined) {
      const name = general.displayName.trim();
      if (name === '') throw badRequest(EMPTY_NAME, { 'general.displayName': EMPTY_NAME });
      changes.displayName = name;
    }
    for (const key of ['avatar', 'cover', 'bio', 'location'] as const) {
      if (general[key] !== undefined) next[key] = trimmed(general[key]) || null;
    }
    if (general.website !== undefined) {
      next.website = optionalAddress(general.website, 'general.website');
    }
    delete next.displayName;
    changes.general = next;
  }

  if (body.company && user.account_type !== 'business') {
    throw badRequest(COMPANY_FOR_BUSINESS, { company: COMPANY_FOR_BUSINESS });
  }
  const profile: Record<string, unknown> = { ...user.profile };
  let profileChanged = false;
  if (body.profession) {
    profile.profession = body.profession.map((p) => ({ ...p, title: p.title.trim() }));
    profileChanged = true;
  }
  if (body.links) {
    profile.links = body.links.map((l, i) => ({
      ...(l.title?.trim() ? { title: l.title.trim() } : {}),
      url: webAddress(l.url, `links.${i}.url`),
    }));
    profileChanged = true;
  }
  if (body.works) {
    profile.works = body.works.map((w) => ({ ...w, title: w.title.trim() }));
    profileChanged = true;
  }
  if (body.gallery) {
    profile.gallery = body.gallery;
    profileChanged = true;
  }
  if (body.company !== undefined) {
    profile.company = body.company && {
      ...body.company,
      name: body.company.name.trim(),
      ...(body.company.website !== undefined
        ? { website: optionalAddress(body.company.website, 'company.website') }
        : {}),
    };
    profileChanged = true;
  }
  if (profileChanged) {
    changes.profile = profile;
    changes.terms = searchTermsOf(profile);
  }
  return changes;
}

/** What profile search matches besides the names: professions and the company's name. */
export function searchTermsOf(profile: Record<string, unknown>): string {
  const professions = Array.isArray(profile.profession)
    ? (profile.profession as { title?: unknown }[]).map((p) => String(p.title ?? ''))
    : [];
  const company = (profile.company as { name?: unknown } | null | undefined)?.name;
  return [...professions, typeof company === 'string' ? company : '']
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
