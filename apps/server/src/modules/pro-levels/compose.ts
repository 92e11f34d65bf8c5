// A pro level's fields as sent: trimmed title and description, benefits without empty lines. The
// contract already bounds the lengths, the price and the currency.
import { benefitsOf } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { badRequest } from '../../platform/http/errors';
import type { LevelFields } from './repo';

export const TITLE_REQUIRED = 'Give the level a title.';
export const NOTHING_TO_CHANGE = 'Send at least one field to change.';

const cleanBenefits = (benefits: readonly string[] | undefined) =>
  benefitsOf((benefits ?? []).join('\n'));

function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest(TITLE_REQUIRED, { title: TITLE_REQUIRED });
  return trimmed;
}

export function checkedLevel(body: components['schemas']['ProLevelInput']): LevelFields {
  const description = body.description?.trim() ?? '';
  return {
    title: checkedTitle(body.title),
    description: description === '' ? null : description,
    price: body.price,
    currency: body.currency ?? 'USD',
    period: body.period,
    benefits: cleanBenefits(body.benefits),
  };
}

export function checkedLevelChange(
  body: components['schemas']['ProLevelUpdate'],
): Partial<LevelFields> {
  const change: Partial<LevelFields> = {};
  if (body.title !== undefined) change.title = checkedTitle(body.title);
  if (body.description !== undefined) {
    const description = body.description.trim();
    change.description = description === '' ? null : description;
  }
  if (body.price !== undefined) change.price = body.price;
  if (body.currency !== undefined) change.currency = body.currency;
  if (body.period !== undefined) change.period = body.period;
  if (body.benefits !== undefined) change.benefits = cleanBenefits(body.benefits);
  if (Object.keys(change).length === 0) throw badRequest(NOTHING_TO_CHANGE);
  return change;
}
