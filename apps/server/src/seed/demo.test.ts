// Demo data opens no staff account, is only for the embedded trial, and never logs a password.
import { Writable } from 'node:stream';
import { channelNameSchema, groupNameSchema } from '@trestle/core';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/support/database';
import { DEMO_PASSWORD, seedDemoForTrial } from './demo';

function capturingLog() {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  return { log: pino({ level: 'trace' }, stream), output: () => output };
}

describe('demo data', () => {
  it('creates only members on an empty trial database, and logs no password', async () => {
    const database = await freshDatabase();
    try {
      const { log, output } = capturingLog();
      const trial = { db: database.db, driver: 'pglite' as const };
      expect(await seedDemoForTrial({ seedDemo: true }, trial, log)).toBe(true);
      const people = await database.db
        .selectFrom('users')
        .select(['username', 'role_key', 'onboarded_at'])
        .execute();
      expect(people.map((p) => p.username).sort()).toEqual(['buildco', 'demo']);
      expect(people.every((p) => p.role_key === 'user')).toBe(true);
      expect(people.every((p) => p.onboarded_at !== null)).toBe(true);
      // Their feeds are not empty: they follow each other and have posted (a reply and a poll).
      const posts = await database.db.selectFrom('posts').select(['reply_to_id', 'poll']).execute();
      expect(posts.length).toBeGreaterThanOrEqual(4);
      expect(posts.some((p) => p.reply_to_id !== null)).toBe(true);
      expect(posts.some((p) => p.poll !== null)).toBe(true);
      const follows = await database.db.selectFrom('follows').select('follower_id').execute();
      expect(follows).toHaveLength(2);
      // A group they are both in and a channel one runs and the other follows, each with a post
      // (the channel's pinned).
      const group = await database.db.selectFrom('groups').selectAll().executeTakeFirstOrThrow();
      expect(group).toMatchObject({ name: 'austin-builders', type: 'open', members_count: 2 });
      const channel = await database.db
        .selectFrom('channels')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(channel).toMatchObject({ name: 'buildco-news', followers_count: 1 });
      // The seed follows the one name rule the forms and the server apply.
      expect(channelNameSchema.safeParse(channel.name).success).toBe(true);
      expect(groupNameSchema.safeParse(group.name).success).toBe(true);
      const placed = await database.db
        .selectFrom('posts')
        .select(['id', 'group_id', 'channel_id'])
        .where((eb) => eb.or([eb('group_id', '=', group.id), eb('channel_id', '=', channel.id)]))
        .execute();
      expect(placed).toHaveLength(2);
      expect(placed.map((p) => p.id)).toContain(channel.pinned_post_id);
      // Dana's projects near Austin, placed by their ZIPs, one with BuildCo's bid.
      const projects = await database.db
        .selectFrom('board_items')
        .select(['id', 'owner_id', 'state', 'lat', 'applications_count'])
        .where('kind', '=', 'project')
        .execute();
      expect(projects).toHaveLength(3);
      expect(projects.every((p) => p.state === 'TX' && p.lat !== null)).toBe(true);
      const bids = await database.db
        .selectFrom('board_applications')
        .select(['item_id', 'applicant_id', 'amount'])
        .execute();
      expect(bids).toHaveLength(1);
      const byUsername = new Map(
        (await database.db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [
          u.username,
          u.id,
        ]),
      );
      expect(bids[0]!.applicant_id).toBe(byUsername.get('buildco'));
      expect(projects.every((p) => p.owner_id === byUsername.get('demo'))).toBe(true);
      expect(projects.find((p) => p.id === bids[0]!.item_id)!.applications_count).toBe(1);
      // BuildCo's jobs near Austin, one remote; Dana's saved search.
      const jobs = await database.db
        .selectFrom('board_items')
        .select(['owner_id', 'state', 'remote', 'details'])
        .where('kind', '=', 'job')
        .execute();
      expect(jobs).toHaveLength(2);
      expect(jobs.every((j) => j.owner_id === byUsername.get('buildco') && j.state === 'TX')).toBe(
        true,
      );
      expect(jobs.map((j) => [j.remote, j.details.workplace]).sort()).toEqual([
        [false, 'onsite'],
        [true, 'remote'],
      ]);
      const searches = await database.db.selectFrom('saved_searches').selectAll().execute();
      expect(searches.map((x) => [x.user_id, x.schedule])).toEqual([
        [byUsername.get('demo'), 'weekly'],
      ]);
      // BuildCo's directory listing near Austin, in the shipped categories.
      const listing = await database.db
        .selectFrom('board_items')
        .selectAll()
        .where('kind', '=', 'listing')
        .executeTakeFirstOrThrow();
      expect(listing).toMatchObject({ title: 'BuildCo Contractors', zip: '78702', state: 'TX' });
      const known = await database.db
        .selectFrom('directory_categories')
        .select('id')
        .where('id', 'in', listing.category_ids)
        .execute();
      expect(known).toHaveLength(listing.category_ids.length);
      expect(output()).toContain('created demo users');
      expect(output()).not.toContain(DEMO_PASSWORD);
      // Only on an empty database.
      expect(await seedDemoForTrial({ seedDemo: true }, trial, log)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('never seeds a PostgreSQL server, and not at all when switched off', async () => {
    const database = await freshDatabase();
    try {
      const { log } = capturingLog();
      const server = { db: database.db, driver: 'postgres' as const };
      expect(await seedDemoForTrial({ seedDemo: true }, server, log)).toBe(false);
      const trial = { db: database.db, driver: 'pglite' as const };
      expect(await seedDemoForTrial({ seedDemo: false }, trial, log)).toBe(false);
      expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
