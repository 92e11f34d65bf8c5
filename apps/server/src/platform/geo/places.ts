// The places people pick in location fields (GET /locations): US states, cities and ZIP codes
// from the gazetteer. Cities are ranked by how many ZIP codes they have, a fair stand-in for size,
// so "Aus" offers Austin, TX before Austinburg, OH.
import { US_STATES } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { loadGazetteer } from './zip';

type LocationOption = components['schemas']['LocationOption'];
type LocationFilter = components['schemas']['LocationFilter'];

interface City {
  city: string;
  state: string;
  zips: string[];
  lat: number;
  lng: number;
}

interface PlaceIndex {
  states: LocationOption[];
  cities: City[];
  zips: LocationOption[];
}

let index: PlaceIndex | undefined;

function buildIndex(): PlaceIndex {
  const known = new Set(US_STATES.map((s) => s.code));
  const cities = new Map<string, City>();
  const zips: LocationOption[] = [];
  for (const place of Object.values(loadGazetteer().codes)) {
    if (!known.has(place.state)) continue;
    const option = {
      label: `${place.city}, ${place.state} ${place.zip}`,
      city: place.city,
      state: place.state,
      zip: place.zip,
      country: 'US',
      lat: place.latitude,
      lng: place.longitude,
    };
    zips.push(option);
    const key = `${place.city.toLowerCase()}|${place.state}`;
    const city = cities.get(key);
    if (city) city.zips.push(place.zip);
    else cities.set(key, { ...option, zips: [place.zip], lat: option.lat, lng: option.lng });
  }
  zips.sort((a, b) => a.zip!.localeCompare(b.zip!));
  const ranked = [...cities.values()].sort(
    (a, b) => b.zips.length - a.zips.length || a.city.localeCompare(b.city),
  );
  const states = US_STATES.map((s) => ({
    label: s.label,
    city: null,
    state: s.code,
    zip: null,
    country: 'US',
    lat: null,
    lng: null,
  }));
  return { states, cities: ranked, zips };
}

const cityOption = (city: City): LocationOption => ({
  label: `${city.city}, ${city.state}`,
  city: city.city,
  state: city.state,
  // The city's first ZIP, so a pick can be searched around at once.
  zip: [...city.zips].sort()[0]!,
  country: 'US',
  lat: city.lat,
  lng: city.lng,
});

/** Matching places, best first. */
export function findPlaces(filterBy: LocationFilter, value: string): LocationOption[] {
  index ??= buildIndex();
  const needle = value.trim().toLowerCase();
  if (!needle) return [];
  switch (filterBy) {
    case 'zip':
      return index.zips.filter((z) => z.zip === needle);
    case 'city':
      return index.cities.filter((c) => c.city.toLowerCase() === needle).map(cityOption);
    case 'state':
      return index.cities.filter((c) => c.state.toLowerCase() === needle).map(cityOption);
    case 'country':
      return needle === 'us' ? index.states : [];
    case 'text':
      if (/^\d+$/.test(needle)) return index.zips.filter((z) => z.zip!.startsWith(needle));
      return [
        ...index.states.filter(
          (s) => s.label.toLowerCase().startsWith(needle) || s.state!.toLowerCase() === needle,
        ),
        ...index.cities.filter((c) => c.city.toLowerCase().startsWith(needle)).map(cityOption),
      ];
  }
}
