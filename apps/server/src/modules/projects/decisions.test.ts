// The owner's decisions on bids through the API (issue 24): shortlist, award (the project closes,
// the winner and the other bidders are told), decline with a message (the bidder sees it), and a
// direct message to the bidder; a bid deadline after which bidding closes by itself (a read-time
// rule). Each for the owner, a bidder, another person, a visitor and bad input; checked against
// the contract.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import { makeProject, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { NOT_YOURS } from '../../platform/board/index';
import { BID_NOT_FOUND } from './decide';
import { PROJECT_MESSAGES } from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

async function expectStatus(
  operationId: string,
  method: string,
  path: string,
  user: TestUser | null,
  status: number,
  body?: unknown,
) {
  const response = await api(app.url, method, path, { token: user?.token, body });
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(status);
  expectContract(operationId, status, response.body);
  return response.body;
}

const business = () => makeUser(app, { accountType: 'business' });
const apply = (user: TestUser, project: { id: string }, body: unknown, status = 200) =>
  expectStatus('applyToProject', 'POST', `/user/project/${project.id}/apply`, user, status, body);
const bidsOf = async (owner: TestUser, project: { id: string }) =>
  (await expectStatus('listProjectBids', 'GET', `/user/project/${project.id}/bids`, owner, 200))
    .items as any[];
const shortlist = (user: TestUser | null, bidId: string, body: unknown, status = 200) =>
  expectStatus(
    'shortlistProjectBid',
    'POST',
    `/user/project/bid/${bidId}/shortlist`,
    user,
    status,
    body,
  );
const award = (user: TestUser | null, bidId: string, status = 200) =>
  expectStatus('awardProjectBid', 'POST', `/user/project/bid/${bidId}/award`, user, status);
const decline = (user: TestUser | null, bidId: string, body: unknown, status = 200) =>
  expectStatus(
    'declineProjectBid',
    'POST',
    `/user/project/bid/${bidId}/decline`,
    user,
    status,
    body,
  );
const message = (user: TestUser | null, bidId: string, body: unknown, status = 201) =>
  expectStatus(
    'messageProjectBidder',
    'POST',
    `/user/project/bid/${bidId}/message`,
    user,
    status,
    body,
  );

/** A project of `owner` with a bid from each of two bidders; answers the bids by bidder. */
async function projectWithTwoBids(title = 'Clinic fit-out') {
  const owner = await business();
  const project = await makeProject(app, owner, { title });
  const winner = await business();
  const other = await business();
  await apply(winner, project, { amount: 900, message: 'Winner offer' });
  await apply(other, project, { amount: 1000, message: 'Other offer' });
  const list = await bidsOf(owner, project);
  const bidOf = (user: TestUser) => list.find((b) => b.bidder.id === user.id)!;
  return { owner, project, winner, other, winnerBid: bidOf(winner), otherBid: bidOf(other) };
}

async function notificationsOf(user: TestUser, count: number) {
  return eventually(
    async () => {
      const response = await api(app.url, 'GET', '/user/notifications', { token: user.token });
      const found = response.body.items.filter((n: any) => n.type === 'bid_decision');
      return found.length >= count ? { response, found } : undefined;
    },
    { what: 'bid_decision notification' },
  );
}

describe('who may decide on a bid', () => {
  it('is the owner only: bidder and another person 403, visitor 401, unknown bid 404', async () => {
    const { winner, other, winnerBid } = await projectWithTwoBids();
    const stranger = await business();
    for (const person of [winner, other, stranger]) {
      expect((await shortlist(person, winnerBid.id, { shortlisted: true }, 403)).message).toBe(
        NOT_YOURS,
      );
      await award(person, winnerBid.id, 403);
      await decline(person, winnerBid.id, { message: 'No' }, 403);
      await message(person, winnerBid.id, { text: 'Hello' }, 403);
    }
    await shortlist(null, winnerBid.id, { shortlisted: true }, 401);
    await award(null, winnerBid.id, 401);
    await decline(null, winnerBid.id, { message: 'No' }, 401);
    await message(null, winnerBid.id, { text: 'Hello' }, 401);
    expect((await award(stranger, UNKNOWN_ID, 404)).message).toBe(BID_NOT_FOUND);
  });

  it('refuses bad input', async () => {
    const { owner, winnerBid } = await projectWithTwoBids();
    await shortlist(owner, winnerBid.id, {}, 400);
    await shortlist(owner, winnerBid.id, { shortlisted: 'yes' }, 400);
    await decline(owner, winnerBid.id, {}, 400);
    const blank = await decline(owner, winnerBid.id, { message: '   ' }, 400);
    expect(blank.message).toBe(PROJECT_MESSAGES.declineMessage);
    await message(owner, winnerBid.id, {}, 400);
    await award(owner, 'not-an-id', 400);
  });
});

describe('the owner’s decisions', () => {
  it('shortlists a bid and takes it back; the bidder is told once, the other bidder not', async () => {
    const { owner, project, winner, other, winnerBid } = await projectWithTwoBids();
    expect(winnerBid.status).toBe('submitted');
    expect((await shortlist(owner, winnerBid.id, { shortlisted: true })).status).toBe(
      'shortlisted',
    );
    expect((await bidsOf(owner, project)).find((b) => b.id === winnerBid.id).status).toBe(
      'shortlisted',
    );
    // Shortlisting again changes nothing and tells nobody twice.
    await shortlist(owner, winnerBid.id, { shortlisted: true });
    const told = await notificationsOf(winner, 1);
    expect(told.found.map((n: any) => n.text)).toEqual([
      `shortlisted your bid on ${project.title}`,
    ]);
    expect((await shortlist(owner, winnerBid.id, { shortlisted: false })).status).toBe('submitted');
    const others = await api(app.url, 'GET', '/user/notifications', { token: other.token });
    expect(others.body.items.filter((n: any) => n.type === 'bid_decision')).toEqual([]);
  });

  it('awards the project: it closes, takes no bids, and every bidder is told', async () => {
    const { owner, project, winner, other, winnerBid, otherBid } =
      await projectWithTwoBids('School roof');
    const awarded = await award(owner, winnerBid.id);
    expect(awarded).toMatchObject({
      id: project.id,
      status: 'closed',
      awardedBidId: winnerBid.id,
      biddingOpen: false,
    });
    const list = await bidsOf(owner, project);
    expect(list.find((b) => b.id === winnerBid.id).status).toBe('awarded');
    expect(list.find((b) => b.id === otherBid.id).status).toBe('submitted');

    const won = await notificationsOf(winner, 1);
    expectContract('listNotifications', 200, won.response.body);
    expect(won.found[0]).toMatchObject({
      actor: { id: owner.id },
      project: { id: project.id, title: 'School roof' },
      text: 'awarded you the project School roof',
    });
    const lost = await notificationsOf(other, 1);
    expect(lost.found[0].text).toBe('awarded the project School roof to another bidder');

    // Awarded: no second award, no decision, no new bid nor edit.
    expect((await award(owner, otherBid.id, 409)).message).toBe(PROJECT_MESSAGES.alreadyAwarded);
    await shortlist(owner, otherBid.id, { shortlisted: true }, 409);
    expect((await decline(owner, winnerBid.id, { message: 'x' }, 409)).message).toBe(
      PROJECT_MESSAGES.awardedBid,
    );
    const late = await apply(await business(), project, { amount: 1, message: 'Late' }, 403);
    expect(late.message).toBe(PROJECT_MESSAGES.awarded);
    await apply(winner, project, { amount: 1, message: 'Edit' }, 403);
  });

  it('declines a bid with a message the bidder reads; a declined bid is not awarded', async () => {
    const { owner, project, other, otherBid } = await projectWithTwoBids('Bakery');
    const declined = await decline(owner, otherBid.id, { message: ' Over our budget. ' });
    expect(declined).toMatchObject({ status: 'declined', ownerMessage: 'Over our budget.' });
    const seen = await expectStatus('getProject', 'GET', `/user/project/${project.id}`, other, 200);
    expect(seen.myBid).toMatchObject({ status: 'declined', ownerMessage: 'Over our budget.' });
    const told = await notificationsOf(other, 1);
    expect(told.found[0].text).toBe('declined your bid on Bakery');
    expect((await award(owner, otherBid.id, 409)).message).toBe(PROJECT_MESSAGES.declinedBid);
    const edit = await apply(other, project, { amount: 1, message: 'Cheaper' }, 403);
    expect(edit.message).toBe(PROJECT_MESSAGES.decided);
  });

  it('messages the bidder: a direct message in both people’s chat', async () => {
    const { owner, winner, winnerBid } = await projectWithTwoBids();
    // The bidder admits nobody new, but their bid counts as having written first.
    await app.database.db
      .updateTable('users')
      .set({ dm_setting: 'none' })
      .where('id', '=', winner.id)
      .execute();
    const sent = await message(owner, winnerBid.id, { text: 'Can you start Monday?' });
    expect(sent.text).toBe('Can you start Monday?');
    const chat = await api(app.url, 'GET', `/user/dm/${owner.id}/messages`, {
      token: winner.token,
    });
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
    expect(JSON.stringify(chat.body)).toContain('Can you start Monday?');
  });
});

describe('the bid deadline', () => {
  it('must be in the future', async () => {
    const owner = await business();
    const past = await api(app.url, 'POST', '/user/project', {
      token: owner.token,
      body: {
        title: 'Late',
        description: '<p>x</p>',
        category: 'commercial',
        bid: 1,
        bidDeadline: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toMatchObject({ bidDeadline: PROJECT_MESSAGES.deadlinePast });
  });

  it('closes bidding by itself once passed', async () => {
    const owner = await business();
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    const project = await makeProject(app, owner, { bidDeadline: deadline });
    expect(project).toMatchObject({ bidDeadline: deadline, biddingOpen: true });
    const bidder = await business();
    await apply(bidder, project, { amount: 5, message: 'In time' });
    // The deadline passes (as time would).
    await app.database.db
      .updateTable('board_items')
      .set({ bids_close_at: new Date(Date.now() - 1000) })
      .where('id', '=', project.id)
      .execute();
    const read = await expectStatus(
      'getProject',
      'GET',
      `/user/project/${project.id}`,
      bidder,
      200,
    );
    expect(read).toMatchObject({ status: 'closed', biddingOpen: false });
    // The lists filtered by status and the owner's counters read it as closed too.
    const own = async (status: string) =>
      (
        await expectStatus(
          'listOwnProjects',
          'GET',
          `/user/project/own?status=${status}`,
          owner,
          200,
        )
      ).items.map((p: { id: string }) => p.id);
    expect(await own('closed')).toEqual([project.id]);
    expect(await own('opened')).toEqual([]);
    expect(
      await expectStatus(
        'countOwnOpenedProjects',
        'GET',
        '/user/project/count/own/opened',
        owner,
        200,
      ),
    ).toMatchObject({ count: 0 });
    const late = await apply(await business(), project, { amount: 5, message: 'Too late' }, 403);
    expect(late.message).toBe(PROJECT_MESSAGES.deadline);
    await apply(bidder, project, { amount: 4, message: 'Edit too late' }, 403);
    // The owner moves it: bidding opens again.
    const moved = await expectStatus(
      'updateProject',
      'POST',
      `/user/project/${project.id}`,
      owner,
      200,
      { bidDeadline: null },
    );
    expect(moved).toMatchObject({ bidDeadline: null, status: 'opened', biddingOpen: true });
    expect(await own('opened')).toEqual([project.id]);
    // Past the deadline again, "Reopen bidding" (the status call) reopens it: the passed deadline goes.
    await app.database.db
      .updateTable('board_items')
      .set({ bids_close_at: new Date(Date.now() - 1000) })
      .where('id', '=', project.id)
      .execute();
    const reopened = await expectStatus(
      'setProjectStatus',
      'POST',
      `/user/project/${project.id}/active`,
      owner,
      200,
      { status: 'opened' },
    );
    expect(reopened).toMatchObject({ bidDeadline: null, status: 'opened', biddingOpen: true });
  });
});

describe('quotas before the form (getQuotas)', () => {
  it('answers the limit, used and remaining, and the upgrade path', async () => {
    const owner = await makeUser(app, { accountType: 'personal' });
    const before = await expectStatus('getQuotas', 'GET', '/user/quotas', owner, 200);
    expect(before.projects).toMatchObject({ used: 0, remaining: before.projects.limit });
    expect(before.upgradePath).toBe('/upgrade');
    await makeProject(app, owner);
    const after = await expectStatus('getQuotas', 'GET', '/user/quotas', owner, 200);
    expect(after.projects).toEqual({
      limit: before.projects.limit,
      used: 1,
      remaining: before.projects.limit - 1,
    });
    await expectStatus('getQuotas', 'GET', '/user/quotas', null, 401);
  });
});
