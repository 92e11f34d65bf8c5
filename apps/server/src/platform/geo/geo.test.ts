// The ZIP gazetteer and distances: real ZIPs at known distances, refusals on the field.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { milesBetween, toMiles, boundingBox } from './distance';
import { presentLocation, resolveLocation, UNKNOWN_ZIP } from './location';
import { lookupZip } from './zip';

describe('lookupZip', () => {
  it('places a US ZIP (and a ZIP+4) at its city', () => {
    expect(lookupZip('78701')).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(lookupZip(' 78701-1234 ')).toMatchObject({ zip: '78701', state: 'TX' });
  });

  it('knows nothing of malformed or unassigned ZIPs', () => {
    expect(lookupZip('7870')).toBeNull();
    expect(lookupZip('abcde')).toBeNull();
    expect(lookupZip('00000')).toBeNull();
  });
});

describe('distances', () => {
  const austin = lookupZip('78701')!;
  it('measures real ZIPs at their known distances', () => {
    expect(milesBetween(austin, lookupZip('78759')!)).toBeGreaterThan(7);
    expect(milesBetween(austin, lookupZip('78759')!)).toBeLessThan(11);
    expect(milesBetween(austin, lookupZip('39201')!)).toBeGreaterThan(440);
    expect(milesBetween(austin, lookupZip('39201')!)).toBeLessThan(500);
  });

  it('turns kilometres into miles', () => {
    expect(toMiles(16.09344, 'km')).toBeCloseTo(10, 6);
    expect(toMiles(10)).toBe(10);
  });

  it('draws a box that holds every point within the radius', () => {
    const box = boundingBox(austin, 10);
    const near = lookupZip('78759')!;
    expect(near.lat).toBeGreaterThan(box.minLat);
    expect(near.lat).toBeLessThan(box.maxLat);
    expect(near.lng).toBeGreaterThan(box.minLng);
    expect(near.lng).toBeLessThan(box.maxLng);
  });
});

describe('resolveLocation', () => {
  it('takes the coordinates and state of the ZIP', () => {
    const columns = resolveLocation({ label: 'Downtown Austin', zip: '78701' });
    expect(columns).toMatchObject({ location_label: 'Downtown Austin', zip: '78701', state: 'TX' });
    expect(columns.lat).toBeCloseTo(30.27, 1);
    expect(presentLocation(columns)).toMatchObject({ label: 'Downtown Austin', zip: '78701' });
  });

  it('refuses an unknown ZIP with a message on the named field', () => {
    let error: unknown;
    try {
      resolveLocation({ label: 'Nowhere', zip: '00000' }, 'location.zip');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, errors: { 'location.zip': UNKNOWN_ZIP } });
  });

  it('keeps a place without a ZIP as given, and no place as none', () => {
    expect(resolveLocation({ label: 'Remote', lat: 1, lng: 2 })).toMatchObject({ lat: 1, lng: 2 });
    expect(presentLocation(resolveLocation(undefined))).toBeNull();
  });
});
