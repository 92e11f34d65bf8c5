// The projects part of the bench data set (issue 11): 100,000 projects at full scale on the board
// table, placed at real US ZIP codes (drawn from the whole gazetteer, so dense where ZIPs are
// dense), with text from the bench sentences and, for one in ten, a document whose extracted
// text keyword search reads. Made inside seed()'s transaction, while bench_sentences exists.
import { loadGazetteer } from '../src/platform/geo/zip';

export const projectCount = (scale: number) => Math.max(1000, Math.round(100_000 * scale));

/** One project in this many has a document with extracted text. */
export const DOCUMENT_EVERY = 10;

/** Where the radius scenario searches from (big cities; every one has projects around it). */
export const RADIUS_ZIPS = ['78701', '77002', '60601', '90012', '10001', '30303', '98101', '80202'];
/** Radius of the radius scenario, in miles. */
export const RADIUS_MILES = 50;
/** Words the keyword scenario searches for: some in the text, some only in the documents. */
export const KEYWORDS = ['roof', 'concrete footings', 'bentonite', 'drywall', 'insulation'];

const CATEGORIES = [
  'residential',
  'commercial',
  'industrial',
  'infrastructure',
  'specialty',
  'institutional',
  'agricultural',
  'energy',
  'transportation',
  'environmental',
  'maintenance',
  'modular',
  'sports',
];

/** Trade phrases mixed into the descriptions, so keyword search has real words to find. */
const TRADES = [
  'Replace the roof and gutters.',
  'Pour concrete footings and a slab.',
  'Hang and finish drywall throughout.',
  'Add spray foam insulation in the attic.',
  'Upgrade the electrical panel to 200 A.',
  'New plumbing for two bathrooms.',
  'Frame an addition of 600 sq ft.',
  'Install HVAC ducts and a heat pump.',
];

type Step = (text: string, params?: unknown[]) => Promise<unknown>;

export interface SeedProjectsInput {
  people: number;
  projects: number;
  nowSql: string;
  uuidAt: (ts: string, n: string, tag: string) => string;
}

export async function seedProjects(
  step: Step,
  { people, projects, nowSql, uuidAt }: SeedProjectsInput,
): Promise<void> {
  const codes = Object.values(loadGazetteer().codes).filter(
    (z) => /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude),
  );
  await step(
    `create temporary table bench_zips on commit drop as
     select row_number() over (order by zip)::int as i, zip, lat, lng, state, city
       from unnest($1::text[], $2::float8[], $3::float8[], $4::text[], $5::text[])
            as z(zip, lat, lng, state, city)`,
    [
      codes.map((z) => z.zip),
      codes.map((z) => z.latitude),
      codes.map((z) => z.longitude),
      codes.map((z) => z.state),
      codes.map((z) => z.city),
    ],
  );
  // n = 1..M, created over two years in n order; one in 5 closed, one in 50 in review, one in
  // 100 flagged, one in 10 remote (no place); owners spread over everyone.
  await step(
    `create temporary table bench_projects on commit drop as
     select n, at, ${uuidAt('at', 'n', '8009')} as id
       from (select n, ${nowSql} - interval '2 years' * (1 - n::float8 / ${projects}) as at
               from generate_series(1, ${projects}) n) g`,
  );
  await step(
    `insert into board_items (id, kind, owner_id, title, description, search_text, status,
            moderate, flagged, remote, location_label, zip, lat, lng, state, country, category,
            bid, currency, created_at, updated_at)
     select x.id, 'project', o.id, x.title, '<p>' || x.body || '</p>', x.title || ' ' || x.body,
            case when x.n % 5 = 0 then 'closed' else 'opened' end,
            case when x.n % 50 = 7 then 'review' else 'approved' end,
            x.n % 100 = 13, x.remote,
            case when x.remote then null else z.city || ', ' || z.state || ' ' || z.zip end,
            case when x.remote then null else z.zip end,
            case when x.remote then null else z.lat end,
            case when x.remote then null else z.lng end,
            case when x.remote then null else z.state end,
            case when x.remote then null else 'US' end,
            ($1::text[])[1 + x.n % ${CATEGORIES.length}],
            round((1000 + power(random(), 3) * 2000000)::numeric, -2)::float8, 'USD', x.at, x.at
       from (select p.n, p.at, p.id, p.n % 10 = 3 as remote,
                    1 + floor(random() * ${codes.length})::int as zi,
                    'Project ' || p.n || ': ' || left(s1.text, 60) as title,
                    s2.text || ' ' || ($2::text[])[1 + p.n % ${TRADES.length}] || ' ' || s3.text
                      as body
               from bench_projects p
               join bench_sentences s1 on s1.i = (p.n * 17) % 1000
               join bench_sentences s2 on s2.i = (p.n * 29 + 3) % 1000
               join bench_sentences s3 on s3.i = (p.n * 43 + 7) % 1000) x
       join bench_zips z on z.i = x.zi
       join bench_people o on o.n = 1 + ((x.n::bigint * 7919) % ${people})::int
      order by x.at, x.id`,
    [CATEGORIES, TRADES],
  );
  // Documents: a scope of work of about 2 KB of text; one in 20 of them mentions bentonite.
  await step(
    `insert into board_documents (item_id, position, url, name, file_name, text, extracted)
     select p.id, 0, '/api/files/bench-doc-' || p.n || '.pdf', 'Scope of work',
            'bench-doc-' || p.n || '.pdf',
            (select string_agg(s.text, ' ') from bench_sentences s
              where s.i between (p.n * 11) % 970 and (p.n * 11) % 970 + 25)
            || case when p.n % (20 * ${DOCUMENT_EVERY}) = 1
                    then ' Apply a bentonite membrane to below-grade walls.' else '' end,
            'done'
       from bench_projects p
      where p.n % ${DOCUMENT_EVERY} = 1`,
  );
}
