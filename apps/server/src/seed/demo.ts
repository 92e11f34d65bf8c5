// Demo people, who follow each other and have posted, with a group they are both in and a
// channel one runs and the other follows, projects near Austin (one with BuildCo's bid), BuildCo's
// jobs (one on site in Austin, one remote) and Dana's saved search of projects near Austin, for
// the embedded trial (PGlite), so the product can be
// tried at once. Documented in the README; switched off with SEED_DEMO=false; never
// on a PostgreSQL server, and only on an empty database. No demo account is staff: a password
// printed in a README must never open moderation.
import type { AccountType, PostCategory, ProjectCategory } from '@trestle/core';
import { cleanText } from '../modules/posts/content';
import { addFollower, insertChannel, setPinnedPost } from '../modules/channels/repo';
import { insertGroup, putMembership } from '../modules/groups/repo';
import { insertPost } from '../modules/posts/repo/posts';
import { insertSavedSearch } from '../modules/saved-searches/repo';
import { seedDemoListing } from './demo-directory';
import { newUserDefaults } from '../platform/db/users';
import { hashPassword } from '../platform/auth/passwords';
import { insertBoardItem, upsertApplication } from '../platform/board/index';
import { resolveLocation } from '../platform/geo/location';
import { languageOfPost } from '../platform/translation/index';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../platform/db/database';

export const DEMO_PASSWORD = 'trestle-demo-2026';

export const DEMO_USERS: readonly {
  username: string;
  displayName: string;
  accountType: AccountType;
}[] = [
  { username: 'demo', displayName: 'Dana Demo', accountType: 'personal' },
  { username: 'buildco', displayName: 'BuildCo Contractors', accountType: 'business' },
];

/** What the demo people have said, oldest first, so the feeds are not empty on first start. */
const DEMO_POSTS: readonly {
  by: 'demo' | 'buildco';
  text: string;
  category: PostCategory;
  poll?: string[];
  /** Index of the post this one replies to. */
  replyTo?: number;
  /** Made in the demo group, or in the demo channel (and pinned there). */
  in?: 'group' | 'channel';
}[] = [
  {
    by: 'buildco',
    text: '<p>Topping out the <strong>Riverside Medical Center</strong> today: 14 floors of structural steel and zero lost-time incidents. Thank you to every crew on site. #steel #safety</p>',
    category: 'business',
  },
  {
    by: 'demo',
    text: '<p>Looking for a licensed electrician near Austin for a 2,400 sq ft remodel, panel upgrade included. Recommendations welcome! #remodel</p>',
    category: 'general',
  },
  {
    by: 'buildco',
    text: '<p>Send us a message: our electrical partner covers Austin.</p>',
    category: 'general',
    replyTo: 1,
  },
  {
    by: 'buildco',
    text: '<p>Which scheduling tool does your crew really use?</p>',
    category: 'business',
    poll: ['Spreadsheets', 'Procore', 'The whiteboard in the trailer'],
  },
  {
    by: 'demo',
    text: '<p>Who else is pricing drywall this month? Our supplier quoted 12% over spring. #materials</p>',
    category: 'business',
    in: 'group',
  },
  {
    by: 'buildco',
    text: '<p>Site hours for the holidays: the Riverside site closes Dec 24 to Jan 1; deliveries resume Jan 2.</p>',
    category: 'business',
    in: 'channel',
  },
];

/** Dana's projects around Austin, newest last; the first has BuildCo's bid. No documents. */
const DEMO_PROJECTS: readonly {
  title: string;
  description: string;
  category: ProjectCategory;
  bid: number;
  zip: string;
  label: string;
}[] = [
  {
    title: 'Kitchen and bath remodel, 2,400 sq ft home',
    description:
      '<p>Full kitchen gut and two bathrooms: new cabinets, quartz counters, tile, and a <strong>200 A panel upgrade</strong>. Permits by the contractor.</p>',
    category: 'residential',
    bid: 85000,
    zip: '78704',
    label: 'Austin, TX 78704',
  },
  {
    title: 'Retail storefront build-out on Congress Ave',
    description:
      '<p>1,800 sq ft shell to finished storefront: framing, drywall, lighting, HVAC distribution and an accessible restroom.</p>',
    category: 'commercial',
    bid: 140000,
    zip: '78701',
    label: 'Austin, TX 78701',
  },
  {
    title: 'Backyard deck and pergola',
    description: '<p>Cedar deck of about 400 sq ft with a pergola and built-in benches.</p>',
    category: 'residential',
    bid: 22000,
    zip: '78745',
    label: 'Austin, TX 78745',
  },
];

async function seedProjects(db: Db, ownerId: string, bidderId: string): Promise<void> {
  const ids: string[] = [];
  for (const project of DEMO_PROJECTS) {
    ids.push(
      await insertBoardItem(db, {
        kind: 'project',
        owner_id: ownerId,
        title: project.title,
        description: cleanText(project.description).html,
        category: project.category,
        bid: project.bid,
        currency: 'USD',
        ...resolveLocation({ label: project.label, zip: project.zip }),
      }),
    );
  }
  await upsertApplication(db, ids[0]!, bidderId, {
    amount: 79500,
    currency: 'USD',
    message: 'We can start in three weeks; our licensed electrician handles the panel upgrade.',
    documents: JSON.stringify([]),
  });
}

/** BuildCo's jobs near Austin: one on site, one remote. */
const DEMO_JOBS: readonly {
  title: string;
  description: string;
  category: ProjectCategory;
  employmentType: 'full_time' | 'contract';
  workplace: 'onsite' | 'remote';
  zip: string;
  label: string;
  salary: { min: number; max: number; period: 'hour' | 'year' };
}[] = [
  {
    title: 'Site superintendent, Riverside Medical Center',
    description:
      '<p>Run the site day to day: schedules, subcontractors, daily reports and <strong>safety walks</strong>. OSHA 30 required.</p>',
    category: 'commercial',
    employmentType: 'full_time',
    workplace: 'onsite',
    zip: '78701',
    label: 'Austin, TX 78701',
    salary: { min: 95000, max: 120000, period: 'year' },
  },
  {
    title: 'Remote estimator (commercial)',
    description:
      '<p>Take-offs and bid packages for our Texas projects from wherever you work best.</p>',
    category: 'commercial',
    employmentType: 'contract',
    workplace: 'remote',
    zip: '78704',
    label: 'Austin, TX 78704',
    salary: { min: 45, max: 65, period: 'hour' },
  },
];

async function seedJobs(db: Db, ownerId: string): Promise<void> {
  for (const job of DEMO_JOBS) {
    await insertBoardItem(db, {
      kind: 'job',
      owner_id: ownerId,
      title: job.title,
      description: cleanText(job.description).html,
      category: job.category,
      remote: job.workplace === 'remote',
      details: JSON.stringify({
        employmentType: job.employmentType,
        workplace: job.workplace,
        companyRole: 'builder',
        salary: { ...job.salary, currency: 'USD' },
      }),
      ...resolveLocation({ label: job.label, zip: job.zip }),
    });
  }
}

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo people have used the product for a while: no first-sign-in onboarding for them.
  const people = DEMO_USERS.map((u) => ({
    ...newUserDefaults({
      username: u.username,
      email: `${u.username}@demo.trestle.local`,
      passwordHash,
      accountType: u.accountType,
      displayName: u.displayName,
      emailVerifiedAt: new Date(),
    }),
    onboarded_at: new Date(),
  }));
  await db.insertInto('users').values(people).execute();
  const idOf = (username: string) => people.find((p) => p.username === username)!.id;
  await db
    .insertInto('follows')
    .values([
      { follower_id: idOf('demo'), followee_id: idOf('buildco') },
      { follower_id: idOf('buildco'), followee_id: idOf('demo') },
    ])
    .execute();
  const groupId = await insertGroup(db, {
    name: 'austin-builders',
    title: 'Austin Builders',
    description: 'Contractors, trades and suppliers working around Austin, TX.',
    category: 'business',
    type: 'open',
    avatar: null,
    backgroundImage: null,
    ownerId: idOf('buildco'),
    rules: [
      { title: 'Be kind', description: 'Disagree with ideas, not people.' },
      { title: 'No spam', description: 'Offers belong in the directory, not the feed.' },
    ],
  });
  await putMembership(db, groupId!, idOf('demo'), 'active');
  const channelId = await insertChannel(db, {
    name: 'buildco-news',
    title: 'BuildCo Site News',
    description: 'Schedules, safety notes and milestones from BuildCo sites.',
    backgroundImage: null,
    category: 'business',
    type: 'public',
    ownerId: idOf('buildco'),
  });
  await addFollower(db, channelId!, idOf('demo'));
  const ids: string[] = [];
  for (const post of DEMO_POSTS) {
    const text = cleanText(post.text);
    const parent = post.replyTo === undefined ? null : ids[post.replyTo]!;
    ids.push(
      await insertPost(db, {
        authorId: idOf(post.by),
        kind: 'post',
        title: null,
        text: text.html,
        category: post.category,
        tags: text.tags,
        media: [],
        link: null,
        language: languageOfPost(text.html),
        poll: post.poll
          ? { choices: post.poll, endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }
          : null,
        replyToId: parent,
        rootId: parent,
        repostOfId: null,
        groupId: post.in === 'group' ? groupId : null,
        channelId: post.in === 'channel' ? channelId : null,
        replyPolicy: 'everyone',
        premium: false,
        width: null,
        height: null,
        mentionIds: [],
      }),
    );
    if (post.in === 'channel') await setPinnedPost(db, channelId!, ids.at(-1)!);
  }
  await seedProjects(db, idOf('demo'), idOf('buildco'));
  await seedJobs(db, idOf('buildco'));
  await insertSavedSearch(db, {
    userId: idOf('demo'),
    title: 'Projects within 25 miles of downtown Austin',
    filters: { zip: '78701', radius: 25, units: 'ml' },
    schedule: 'weekly',
  });
  await seedDemoListing(db, idOf('buildco'));
  return true;
}

/**
 * Seeds the demo people when this is the embedded trial (PGlite) with SEED_DEMO on. Logs their
 * usernames, never a password. Returns whether it seeded.
 */
export async function seedDemoForTrial(
  config: Pick<Config, 'seedDemo'>,
  database: Pick<Database, 'db' | 'driver'>,
  log: Logger,
): Promise<boolean> {
  if (!config.seedDemo) return false;
  if (database.driver !== 'pglite') {
    log.info('demo data is only for the embedded trial database; not seeding PostgreSQL');
    return false;
  }
  if (!(await seedDemo(database.db))) return false;
  log.info(
    { usernames: DEMO_USERS.map((u) => u.username) },
    'created demo users (their password is in the README)',
  );
  return true;
}
