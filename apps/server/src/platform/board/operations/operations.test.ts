// The board's shared operations, proven the same for every kind over real HTTP: one table of the
// three kinds (projects, jobs, directory listings) and the same expectations for each. Ids are
// read in any case, favorites toggle, a second report is a 409, staff alone moderate, flag, list
// the queues and delete, owners alone edit, close and delete, and the membership quota is one
// 403 with one message.
import { limitsFor } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../../test/support/app';
import { expectContract } from '../../../../test/support/contract';
import {
  makeJob,
  makeListing,
  makeProject,
  makeUser,
  TEST_PASSWORD,
  type TestUser,
} from '../../../../test/support/factories';
import { api } from '../../../../test/support/http';
import { quotaMessage, type Quota } from '../../auth/quota';
import { NOT_YOURS, STAFF_ONLY } from '../policy';

const app = useTestApp();

interface KindCase {
  kind: string;
  /** The path the kind's operations live under. */
  base: string;
  quota: Quota;
  /** The kind's operation ids, for checking answers against the contract. */
  ops: { get: string; list: string; moderatedList: string; create: string };
  make: (app: TestApp, owner: TestUser) => Promise<{ id: string }>;
  /** A create body that passes (for the quota). */
  body: Record<string, unknown>;
  /** An edit body that changes the title. */
  edit: (title: string) => Record<string, unknown>;
}

const KINDS: KindCase[] = [
  {
    kind: 'project',
    base: '/user/project',
    quota: 'projects',
    ops: {
      get: 'getProject',
      list: 'listProjects',
      moderatedList: 'listModeratedProjects',
      create: 'createProject',
    },
    make: (app, owner) => makeProject(app, owner),
    body: { title: 'Roof', description: '<p>A new roof.</p>', category: 'commercial', bid: 10 },
    edit: (title) => ({ title }),
  },
  {
    kind: 'job',
    base: '/user/job',
    quota: 'jobs',
    ops: {
      get: 'getJob',
      list: 'listJobs',
      moderatedList: 'listModeratedJobs',
      create: 'createJob',
    },
    make: (app, owner) => makeJob(app, owner),
    body: {
      title: 'Foreman',
      description: '<p>Lead the crew.</p>',
      category: 'commercial',
      employmentType: 'full_time',
      workplace: 'onsite',
    },
    edit: (title) => ({ title }),
  },
  {
    kind: 'listing',
    base: '/user/listing',
    quota: 'listings',
    ops: {
      get: 'getListing',
      list: 'listListings',
      moderatedList: 'listModeratedListings',
      create: 'createListing',
    },
    make: (app, owner) => makeListing(app, owner),
    body: {
      title: 'Lone Star Roofing',
      description: '<p>Roofs for homes and shops.</p>',
      type: ['specialty_contractor'],
      location: { label: 'Austin, TX', zip: '78701' },
    },
    edit: (title) => ({ title }),
  },
];

// Business accounts may publish every kind (listings need one) at the free level's quotas.
const business = () => makeUser(app, { accountType: 'business' });
const call = (method: string, path: string, who: TestUser, body?: unknown) =>
  api(app.url, method, path, { token: who.token, ...(body === undefined ? {} : { body }) });

describe.each(KINDS)('the shared board operations for a $kind', (k) => {
  it('reads an id written in upper case as the same item, in every operation', async () => {
    const owner = await business();
    const reader = await business();
    const item = await k.make(app, owner);
    const upper = item.id.toUpperCase();
    expect(upper).not.toBe(item.id);

    const read = await call('GET', `${k.base}/${upper}`, reader);
    expect(read.status).toBe(200);
    expectContract(k.ops.get, 200, read.body);
    expect(read.body.id).toBe(item.id);

    expect((await call('POST', `${k.base}/${upper}/favorite`, reader)).body).toEqual({
      favorite: true,
    });
    expect((await call('POST', `${k.base}/${upper}/report`, reader, { type: 'spam' })).status).toBe(
      200,
    );
    // The same item: the report by its lower-case id is the second one.
    expect(
      (await call('POST', `${k.base}/${item.id}/report`, reader, { type: 'spam' })).status,
    ).toBe(409);
    const closed = await call('POST', `${k.base}/${upper}/active`, owner, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: item.id, status: 'closed' });
  });

  it('toggles the favorite on and off, and the favorite tab follows', async () => {
    const owner = await business();
    const reader = await business();
    const item = await k.make(app, owner);
    const favorite = () => call('POST', `${k.base}/${item.id}/favorite`, reader);
    const favorites = async () =>
      (await call('GET', `${k.base}/newsfeed?type=favorite`, reader)).body.items.map(
        (i: { id: string }) => i.id,
      );
    expect((await favorite()).body).toEqual({ favorite: true });
    expect(await favorites()).toEqual([item.id]);
    expect((await call('GET', `${k.base}/${item.id}`, reader)).body.favorite).toBe(true);
    expect((await favorite()).body).toEqual({ favorite: false });
    expect(await favorites()).toEqual([]);
  });

  it('keeps one report per person: a second is a 409, another person may report too', async () => {
    const owner = await business();
    const first = await business();
    const second = await business();
    const item = await k.make(app, owner);
    const report = (who: TestUser) =>
      call('POST', `${k.base}/${item.id}/report`, who, { type: 'spam', text: 'Looks fake' });
    expect((await report(first)).status).toBe(200);
    const again = await report(first);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`You have already reported this ${k.kind}.`);
    expect((await report(second)).status).toBe(200);
  });

  it('lets only staff moderate: review and flag take it out of public view, not its owner’s', async () => {
    const owner = await business();
    const reader = await business();
    const staff = await makeUser(app, { role: 'moderator' });
    const item = await k.make(app, owner);
    const moderate = (who: TestUser, body: unknown) =>
      call('POST', `${k.base}/moderate/${item.id}`, who, body);

    const refused = await moderate(owner, { moderate: 'review' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STAFF_ONLY);

    const inReview = await moderate(staff, { moderate: 'review' });
    expect(inReview.status).toBe(200);
    expect(inReview.body).toMatchObject({ id: item.id, moderate: 'review' });
    expect((await call('GET', `${k.base}/${item.id}`, reader)).status).toBe(404);
    expect((await call('GET', `${k.base}/${item.id}`, owner)).status).toBe(200);
    const queue = await call('GET', `${k.base}/moderate/newsfeed?state=inactive`, staff);
    expectContract(k.ops.moderatedList, 200, queue.body);
    expect(queue.body.items.map((i: { id: string }) => i.id)).toContain(item.id);

    await moderate(staff, { moderate: 'approved' });
    expect((await call('GET', `${k.base}/${item.id}`, reader)).status).toBe(200);
    const flag = await call('POST', `${k.base}/moderate/${item.id}/flag`, staff, { flagged: true });
    expect(flag.body).toMatchObject({ id: item.id, flagged: true });
    expect((await call('GET', `${k.base}/${item.id}`, reader)).status).toBe(404);
    const flagged = await call('GET', `${k.base}/moderate/newsfeed?state=flagged`, staff);
    expect(flagged.body.items.map((i: { id: string }) => i.id)).toContain(item.id);

    const edited = await call(
      'POST',
      `${k.base}/moderate/${item.id}/edit`,
      staff,
      k.edit('Edited by staff'),
    );
    expect(edited.body.title).toBe('Edited by staff');
    const removed = await call('DELETE', `${k.base}/moderate/${item.id}`, staff, {
      password: TEST_PASSWORD,
    });
    expect(removed.status).toBe(200);
    expect((await call('GET', `${k.base}/${item.id}`, staff)).status).toBe(404);
  });

  it('lets only the owner edit, close and delete (with the password)', async () => {
    const owner = await business();
    const other = await business();
    const item = await k.make(app, owner);
    for (const [method, path, body] of [
      ['POST', `${k.base}/${item.id}`, k.edit('Not mine')],
      ['POST', `${k.base}/${item.id}/active`, { status: 'closed' }],
      ['DELETE', `${k.base}/${item.id}`, { password: TEST_PASSWORD }],
    ] as const) {
      const refused = await call(method, path, other, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(NOT_YOURS);
    }
    expect((await call('POST', `${k.base}/${item.id}`, owner, k.edit('Mine'))).body.title).toBe(
      'Mine',
    );
    const wrong = await call('DELETE', `${k.base}/${item.id}`, owner, {
      password: 'not it at all',
    });
    expect(wrong.status).toBe(403);
    const removed = await call('DELETE', `${k.base}/${item.id}`, owner, {
      password: TEST_PASSWORD,
    });
    expect(removed.status).toBe(200);
    expect((await call('GET', `${k.base}/${item.id}`, owner)).status).toBe(404);
  });

  it('counts the caller’s own items, and opened ones apart', async () => {
    // A paid level: the free one allows a single listing.
    const owner = await makeUser(app, { accountType: 'business', membershipLevel: 'pro' });
    const item = await k.make(app, owner);
    await k.make(app, owner);
    await call('POST', `${k.base}/${item.id}/active`, owner, { status: 'closed' });
    expect((await call('GET', `${k.base}/count/own`, owner)).body).toEqual({ count: 2 });
    expect((await call('GET', `${k.base}/count/own/opened`, owner)).body).toEqual({ count: 1 });
    const own = await call('GET', `${k.base}/own?status=closed`, owner);
    expect(own.body.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
  });

  it('refuses publishing past the membership quota with the one 403 naming the limit', async () => {
    const owner = await business();
    const limit = limitsFor('free')[k.quota];
    for (let n = 0; n < limit; n += 1) await k.make(app, owner);
    const over = await call('POST', k.base, owner, k.body);
    expect(over.status).toBe(403);
    expectContract(k.ops.create, 403, over.body);
    expect(over.body.message).toBe(quotaMessage(k.quota, limit));
  });

  it('does not find an item of another kind by its id', async () => {
    const owner = await business();
    const others = KINDS.filter((other) => other.kind !== k.kind);
    for (const other of others) {
      const item = await other.make(app, owner);
      expect((await call('GET', `${k.base}/${item.id}`, owner)).status).toBe(404);
    }
  });
});
