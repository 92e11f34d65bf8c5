// A listing's fields as the board keeps them, checked: the description sanitised to core's
// rich-text allow-list, keywords normalised, categories that exist, the place from its ZIP, a
// website that is a web address, images and logo among the owner's own uploaded pictures. Each
// refusal is a 400 naming its field.
import {
  LISTING_FORM_MESSAGES,
  LISTING_KEYWORD_MAX_LENGTH,
  normaliseKeywords,
  normaliseLink,
  sanitiseRichText,
  stripTags,
} from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { AppContext } from '../../platform/context';
import { resolveLocation, type LocationColumns } from '../../platform/geo/location';
import { badRequest } from '../../platform/http/errors';
import { assertOwnUploads } from '../../platform/storage/attached-files';
import type { ListingDetails } from './present';
import { unknownCategories } from './repo';

type ListingUpdate = components['schemas']['ListingUpdate'];

export const NOT_A_WEBSITE = 'Enter a web address such as https://example.com.';
export const EMPTY_TEXT = 'Write something here.';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

function checkedText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw refuse(field, EMPTY_TEXT);
  return text;
}

function checkedDescription(html: string): string {
  const clean = sanitiseRichText(html).trim();
  if (!stripTags(clean).trim())
    throw refuse('description', LISTING_FORM_MESSAGES.descriptionRequired);
  return clean;
}

function checkedKeywords(keywords: string[]): string[] {
  const clean = normaliseKeywords(keywords);
  if (clean.some((k) => k.length > LISTING_KEYWORD_MAX_LENGTH)) {
    throw refuse('keywords', LISTING_FORM_MESSAGES.keywordTooLong);
  }
  return clean;
}

async function checkedCategories(ctx: AppContext, ids: string[]): Promise<string[]> {
  const clean = [...new Set(ids.map((id) => id.toLowerCase()))];
  const unknown = await unknownCategories(ctx.db, clean);
  if (unknown.length > 0) throw refuse('categoryIds', LISTING_FORM_MESSAGES.unknownCategory);
  return clean;
}

function checkedWebsite(value: string | null): string | null {
  if (value === null || !value.trim()) return null;
  const address = normaliseLink(value);
  try {
    const url = new URL(address);
    if (!url.hostname.includes('.')) throw new Error('no domain');
    return url.toString();
  } catch {
    throw refuse('website', NOT_A_WEBSITE);
  }
}

async function checkedPictures(
  ctx: AppContext,
  ownerId: string,
  field: string,
  names: string[],
): Promise<string[]> {
  const unique = [...new Set(names)];
  await assertOwnUploads(ctx.db, ownerId, { names: unique, kind: 'image', field });
  return unique;
}

/** A label that only repeats the ZIP names no place: the gazetteer's "City, ST 12345" instead. */
function placeLabel(location: ListingUpdate['location']): ListingUpdate['location'] {
  if (!location?.zip || location.label.trim() !== location.zip.trim()) return location;
  return { ...location, label: '' };
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

export interface ListingColumns extends Partial<LocationColumns> {
  title?: string;
  description?: string;
  types?: string[];
  sectors?: string[];
  keywords?: string[];
  category_ids?: string[];
  remote?: boolean;
  details?: ListingDetails;
}

/**
 * The columns a create (every field) or an edit (the fields sent) changes. `owner` owns the
 * pictures; `current` is the listing's details today (an edit keeps what it does not send).
 */
export async function listingColumns(
  ctx: AppContext,
  ownerId: string,
  body: ListingUpdate,
  current: ListingDetails = {},
): Promise<ListingColumns> {
  const columns: ListingColumns = {};
  if (body.title !== undefined) columns.title = checkedText('title', body.title);
  if (body.description !== undefined) columns.description = checkedDescription(body.description);
  if (body.type !== undefined) columns.types = [...new Set(body.type)];
  if (body.sector !== undefined) columns.sectors = [...new Set(body.sector)];
  if (body.keywords !== undefined) columns.keywords = checkedKeywords(body.keywords);
  if (body.categoryIds !== undefined) {
    columns.category_ids = await checkedCategories(ctx, body.categoryIds);
  }
  if (body.location !== undefined)
    Object.assign(columns, resolveLocation(placeLabel(body.location)));
  if (body.remote !== undefined) columns.remote = body.remote;

  const details: ListingDetails = { ...current };
  let detailsChanged = false;
  if (body.website !== undefined) {
    details.website = checkedWebsite(body.website);
    detailsChanged = true;
  }
  for (const key of ['phone', 'email'] as const) {
    const value = blankToNull(body[key]);
    if (value !== undefined) {
      details[key] = key === 'email' && value ? value.toLowerCase() : value;
      detailsChanged = true;
    }
  }
  if (body.images !== undefined) {
    details.images = await checkedPictures(ctx, ownerId, 'images', body.images);
    detailsChanged = true;
  }
  if (body.logo !== undefined) {
    details.logo = body.logo
      ? (await checkedPictures(ctx, ownerId, 'logo', [body.logo]))[0]!
      : null;
    detailsChanged = true;
  }
  if (detailsChanged) columns.details = details;
  return columns;
}
