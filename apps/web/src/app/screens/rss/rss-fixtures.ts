// News sources for the screens' tests.
import type { RssSource } from './types';

export function makeSource(n: number, overrides: Partial<RssSource> = {}): RssSource {
  return {
    id: `0190b3c2-0000-7000-9000-${String(n).padStart(12, '0')}`,
    url: `https://news${n}.example/feed.xml`,
    title: `Site news ${n}`,
    description: `Stories from site ${n}`,
    link: `https://news${n}.example/`,
    image: null,
    own: true,
    lastFetchedAt: '2026-01-02T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
