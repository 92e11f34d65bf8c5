// The directory part of the bench data set (issue 12): 100,000 listings at full scale on the
// board table, placed at real US ZIP codes drawn from the whole gazetteer (dense where ZIPs are
// dense), each in one or two of the shipped categories, with a business type, sectors and three
// keywords. Made inside seed()'s transaction after seedProjects (bench/board.ts), while
// bench_sentences and its temporary bench_zips exist.

export const listingCount = (scale: number) => Math.max(1000, Math.round(100_000 * scale));

/** Where the radius scenario searches from (big cities; every one has listings around it). */
export const DIRECTORY_ZIPS = ['78701', '77002', '60601', '90012', '10001', '30303', '98101'];
/** Radius of the radius scenario, in miles. */
export const DIRECTORY_RADIUS_MILES = 25;

/** Keywords listings carry; the keyword scenario searches some of them. */
export const LISTING_KEYWORDS = [
  'panel upgrades',
  'ev chargers',
  'roof repair',
  'metal roofing',
  'foundation repair',
  'stamped concrete',
  'kitchen remodel',
  'bathroom remodel',
  'tankless water heaters',
  'drain cleaning',
  'heat pumps',
  'duct cleaning',
  'solar panels',
  'battery storage',
  'spray foam',
  'hardwood floors',
  'tile installation',
  'custom cabinets',
  'retaining walls',
  'land clearing',
  'steel beams',
  'permit drawings',
  'site surveys',
  'dumpster rental',
];

/** What the keyword scenario searches: keywords, and words only in descriptions. */
export const DIRECTORY_SEARCHES = ['roof repair', 'heat pumps', 'cabinets', 'concrete', 'solar'];

const TYPES = [
  'general_contractor',
  'specialty_contractor',
  'designer',
  'supplier',
  'manufacturer',
];
const SECTORS = ['residential', 'commercial', 'industrial', 'infrastructure', 'energy'];

type Step = (text: string, params?: unknown[]) => Promise<unknown>;

export interface SeedListingsInput {
  people: number;
  listings: number;
  nowSql: string;
  uuidAt: (ts: string, n: string, tag: string) => string;
}

export async function seedListings(
  step: Step,
  { people, listings, nowSql, uuidAt }: SeedListingsInput,
): Promise<void> {
  // The shipped leaf categories (migration 0020), numbered for the picks below.
  await step(
    `create temporary table bench_categories on commit drop as
     select row_number() over (order by id)::int as i, id::text as id
       from directory_categories where parent_id is not null`,
  );
  // n = 1..L over three years; one in 10 closed, one in 100 flagged, one in 20 remote (no
  // place); owners spread over everyone.
  await step(
    `insert into board_items (id, kind, owner_id, title, description, search_text, status,
            moderate, flagged, remote, location_label, zip, lat, lng, state, country, types,
            sectors, category_ids, keywords, details, created_at, updated_at)
     select x.id, 'listing', o.id, x.title, '<p>' || x.body || '</p>',
            x.title || ' ' || x.body || ' ' || array_to_string(x.keywords, ' '),
            case when x.n % 10 = 0 then 'closed' else 'opened' end, 'approved', x.n % 100 = 13,
            x.remote,
            case when x.remote then null else z.city || ', ' || z.state || ' ' || z.zip end,
            case when x.remote then null else z.zip end,
            case when x.remote then null else z.lat end,
            case when x.remote then null else z.lng end,
            case when x.remote then null else z.state end,
            case when x.remote then null else 'US' end,
            array[($2::text[])[1 + x.n % 5]],
            array[($3::text[])[1 + x.n % 5], ($3::text[])[1 + (x.n / 5) % 5]],
            case when x.n % 3 = 0 then array[c1.id, c2.id] else array[c1.id] end,
            x.keywords, '{}'::jsonb, x.at, x.at
       from (select n, at, ${uuidAt('at', 'n', '800a')} as id, n % 20 = 7 as remote,
                    1 + floor(random() * (select count(*) from bench_zips))::int as zi,
                    'Company ' || n || ': ' || left(s1.text, 50) as title,
                    s2.text || ' ' || s3.text as body,
                    array[($1::text[])[1 + n % ${LISTING_KEYWORDS.length}],
                          ($1::text[])[1 + (n * 7 + 3) % ${LISTING_KEYWORDS.length}],
                          ($1::text[])[1 + (n * 13 + 5) % ${LISTING_KEYWORDS.length}]] as keywords
               from (select n, ${nowSql} - interval '3 years' * (1 - n::float8 / ${listings}) as at
                       from generate_series(1, ${listings}) n) g
               join bench_sentences s1 on s1.i = (g.n * 19) % 1000
               join bench_sentences s2 on s2.i = (g.n * 31 + 3) % 1000
               join bench_sentences s3 on s3.i = (g.n * 47 + 7) % 1000) x
       join bench_zips z on z.i = x.zi
       join bench_categories c1 on c1.i = 1 + x.n % (select count(*) from bench_categories)
       join bench_categories c2 on c2.i = 1 + (x.n * 7) % (select count(*) from bench_categories)
       join bench_people o on o.n = 1 + ((x.n::bigint * 104729) % ${people})::int
      order by x.at, x.id`,
    [LISTING_KEYWORDS, TYPES, SECTORS],
  );
}

/** Leaf categories for the category scenario (the taxonomy's fixed ids). */
export const DIRECTORY_CATEGORIES = [
  '01936d20-0c00-7000-8000-000000000301', // electricians
  '01936d20-0c00-7000-8000-000000000205', // roofing
  '01936d20-0c00-7000-8000-000000000302', // plumbing
  '01936d20-0c00-7000-8000-000000000601', // building materials
];
/** A whole group (its categories counted together). */
export const DIRECTORY_GROUP = '01936d20-0c00-7000-8000-000000000300';
