import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_FORM,
  LISTING_FORM_MESSAGES,
  listingBodyOf,
  listingFormErrors,
  listingFormSchema,
  normaliseKeywords,
} from './listing-form';

const valid = {
  ...EMPTY_LISTING_FORM,
  title: 'Hill Country Electric',
  description: 'Licensed electricians.',
  type: ['specialty_contractor'],
  keywords: 'Panel upgrades, EV chargers,  panel   UPGRADES ',
  zip: '78701',
};

describe('normaliseKeywords', () => {
  it('trims, lower-cases, collapses spaces and drops duplicates and blanks', () => {
    expect(normaliseKeywords(' Solar ,, solar, EV  chargers')).toEqual(['solar', 'ev chargers']);
    expect(normaliseKeywords(['A', 'a ', ''])).toEqual(['a']);
  });
});

describe('listingFormErrors', () => {
  it('accepts a complete form', () => {
    expect(listingFormErrors(valid)).toBeNull();
  });

  it('names each field that is wrong', () => {
    expect(listingFormErrors({ ...EMPTY_LISTING_FORM, zip: '787', email: 'nope' })).toEqual({
      title: LISTING_FORM_MESSAGES.titleRequired,
      description: LISTING_FORM_MESSAGES.descriptionRequired,
      type: LISTING_FORM_MESSAGES.typeRequired,
      zip: LISTING_FORM_MESSAGES.zipInvalid,
      email: LISTING_FORM_MESSAGES.email,
    });
  });

  it('needs a ZIP code unless the listing serves customers anywhere', () => {
    expect(listingFormErrors({ ...valid, zip: '' })).toEqual({
      zip: LISTING_FORM_MESSAGES.locationRequired,
    });
    expect(listingFormErrors({ ...valid, zip: '', remote: true })).toBeNull();
  });
});

describe('listingBodyOf', () => {
  it('builds the create body with the location from the ZIP and a normalised website', () => {
    const body = listingBodyOf(listingFormSchema.parse({ ...valid, website: 'hce.example' }));
    expect(body).toEqual({
      title: 'Hill Country Electric',
      description: 'Licensed electricians.',
      type: ['specialty_contractor'],
      sector: [],
      keywords: ['panel upgrades', 'ev chargers'],
      categoryIds: [],
      remote: false,
      location: { label: '78701', zip: '78701' },
      website: 'https://hce.example',
    });
  });
});
