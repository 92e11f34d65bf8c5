import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_FORM_MESSAGES } from '@trestle/core';
import { demoUser, json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { ME, makeBid, makeProject } from '../board/board-fixtures';
import { BID_UPGRADE_TEXT } from './ProjectPage';

const project = makeProject(1, {
  description: '<p>Replace the <strong>roof</strong></p><script>alert(1)</script>',
  documents: [{ url: '/api/files/scope.pdf', name: 'scope.pdf' }],
});
const path = `/user/project/${project.id}`;
const freePersonal = {
  ...demoUser,
  policies: { can_apply_project: false, can_apply_directory: false },
};

describe('a project page', () => {
  it('shows the description sanitised as posts are, the documents, and the bid form', async () => {
    renderApp(`/projects/${project.id}`, { [`GET /api${path}`]: () => json(200, project) });
    expect(await screen.findByRole('heading', { name: 'Project 1', level: 1 })).toBeTruthy();
    expect(screen.getByText('roof').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'scope.pdf' }).getAttribute('href')).toBe(
      '/api/files/scope.pdf',
    );
    expect(screen.getByRole('form', { name: 'Your bid' })).toBeTruthy();
  });

  it('tells a free personal account why it cannot bid, before it tries', async () => {
    renderApp(`/projects/${project.id}`, {
      'GET /api/auth/refresh': () => json(200, { token: 'stored-token', user: freePersonal }),
      [`GET /api${path}`]: () => json(200, project),
    });
    expect(await screen.findByText(BID_UPGRADE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your bid' })).toBeNull();
  });

  it('checks the bid, sends it with its amount and shows the server refusal in the form', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    renderApp(`/projects/${project.id}`, {
      [`GET /api${path}`]: () => json(200, project),
      [`POST /api${path}/apply`]: async (request) => {
        sent.push(await request.json());
        return refuse
          ? json(403, { message: 'You have used up this month’s bids. Upgrade to bid more.' })
          : json(200, { ok: true });
      },
    });
    const form = await screen.findByRole('form', { name: 'Your bid' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send your bid' }));
    expect(await within(form).findByText(BOARD_FORM_MESSAGES.amountRequired)).toBeTruthy();
    expect(within(form).getByText('Write a message.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Your price/ }), {
      target: { value: '$18,500' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message to the owner' }), {
      target: { value: 'We can start in May.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send your bid' }));
    expect(
      await within(form).findByText('You have used up this month’s bids. Upgrade to bid more.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { amount: 18500, message: 'We can start in May.', documents: [], currency: 'USD' },
    ]);
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Send your bid' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('gives the owner every bid as a card with all its facts, sortable, and no bid form', async () => {
    const mine = makeProject(1, { owner: ME });
    const bids = [
      makeBid(1, {
        amount: 30000,
        distanceMiles: 9,
        documents: [{ url: '/api/files/q1.pdf', name: 'Quote one' }],
      }),
      makeBid(2, { amount: 20000, distanceMiles: 480, message: 'We start Monday' }),
    ];
    renderApp(`/projects/${mine.id}`, {
      [`GET /api${path}`]: () => json(200, mine),
      [`GET /api${path}/bids`]: () => json(200, { items: bids }),
    });
    const list = await screen.findByRole('list', { name: 'Bids compared' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your bid' })).toBeNull();
    const bidders = () =>
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    expect(bidders()).toEqual(['Bid from Bidder 2', 'Bid from Bidder 1']);
    const first = within(list).getByRole('article', { name: 'Bid from Bidder 1' });
    // Every fact of a bid is in its card: amount, bidder, company and trade, distance, response
    // time, message and documents.
    for (const term of ['Amount', 'Distance', 'Response time', 'Message', 'Documents']) {
      expect(within(first).getByText(term, { selector: 'dt' })).toBeTruthy();
    }
    expect(within(first).getByText('$30,000')).toBeTruthy();
    expect(within(first).getByText('Company 1')).toBeTruthy();
    expect(within(first).getByText('General contractor')).toBeTruthy();
    expect(within(first).getByText('9.0 mi')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Quote one' })).toBeTruthy();
    const sort = screen.getByRole('group', { name: 'Sort the bids' });
    fireEvent.click(within(sort).getByRole('button', { name: /Distance/ }));
    expect(bidders()).toEqual(['Bid from Bidder 1', 'Bid from Bidder 2']);
    expect(
      within(sort)
        .getByRole('button', { name: /Distance/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(sort).getByRole('button', { name: /Distance/ }));
    expect(bidders()).toEqual(['Bid from Bidder 2', 'Bid from Bidder 1']);
  });

  it('lets the owner award a bid after a confirmation, and decline one with a message', async () => {
    const mine = makeProject(1, { owner: ME });
    const bids = [makeBid(1), makeBid(2)];
    const declined: unknown[] = [];
    let awarded = false;
    renderApp(`/projects/${mine.id}`, {
      [`GET /api${path}`]: () => json(200, mine),
      [`GET /api${path}/bids`]: () =>
        json(200, {
          items: awarded ? [{ ...bids[0], status: 'awarded' }, bids[1]] : bids,
        }),
      [`POST /api/user/project/bid/${bids[1]!.id}/decline`]: async (request) => {
        declined.push(await request.json());
        return json(200, { ...bids[1], status: 'declined', ownerMessage: 'Too far' });
      },
      [`POST /api/user/project/bid/${bids[0]!.id}/award`]: () => {
        awarded = true;
        return json(200, {
          ...mine,
          status: 'closed',
          biddingOpen: false,
          awardedBidId: bids[0]!.id,
        });
      },
    });
    const card = await screen.findByRole('article', { name: 'Bid from Bidder 2' });
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline Bidder 2’s bid' });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline the bid' }));
    expect(
      await within(decline).findByText('Write a message to the bidder saying why.'),
    ).toBeTruthy();
    fireEvent.change(within(decline).getByRole('textbox', { name: /Message to Bidder 2/ }), {
      target: { value: 'Too far' },
    });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline the bid' }));
    await waitFor(() => expect(declined).toEqual([{ message: 'Too far' }]));

    const winner = screen.getByRole('article', { name: 'Bid from Bidder 1' });
    fireEvent.click(within(winner).getByRole('button', { name: 'Award' }));
    const confirm = await screen.findByRole('dialog', { name: 'Award the project to Bidder 1?' });
    expect(awarded).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Award the project' }));
    expect(await screen.findByText('Awarded', { selector: 'h1 ~ div *' })).toBeTruthy();
    expect(awarded).toBe(true);
  });

  it('keeps the delete behind a menu and a dialog: a wrong password shows on the field', async () => {
    const mine = makeProject(1, { owner: ME });
    renderApp(`/projects/${mine.id}`, {
      [`GET /api${path}`]: () => json(200, mine),
      [`GET /api${path}/bids`]: () => json(200, { items: [] }),
      [`POST /api${path}/active`]: () => json(200, { ...mine, status: 'closed' }),
      [`DELETE /api${path}`]: () => json(403, { message: 'The password is wrong.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close bidding' }));
    expect(await screen.findByRole('button', { name: 'Reopen bidding' })).toBeTruthy();
    // Nothing destructive is open on the page.
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More project actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete project…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'not-it-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await within(dialog).findByText('The password is wrong.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Your password').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('tells a bidder their bid was declined, with the owner’s words, and takes no edit', async () => {
    const declinedBid = makeBid(1, {
      bidder: { ...makeBid(1).bidder, id: ME.id },
      status: 'declined',
      ownerMessage: 'Over our budget',
    });
    renderApp(`/projects/${project.id}`, {
      [`GET /api${path}`]: () => json(200, { ...project, myBid: declinedBid, appliedByMe: true }),
    });
    expect(await screen.findByText(/The owner declined your bid/)).toBeTruthy();
    expect(screen.getByText('The owner wrote: “Over our budget”')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your bid' })).toBeNull();
  });

  it('says bidding closed because the deadline passed (the server reads it as closed)', async () => {
    renderApp(`/projects/${project.id}`, {
      [`GET /api${path}`]: () =>
        json(200, {
          ...project,
          status: 'closed',
          biddingOpen: false,
          bidDeadline: '2026-01-05T00:00:00.000Z',
        }),
    });
    expect(
      await screen.findByText('Bidding on this project has closed: its bid deadline has passed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your bid' })).toBeNull();
  });
});
