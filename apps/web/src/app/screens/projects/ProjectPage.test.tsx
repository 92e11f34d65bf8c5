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

  it('gives the owner the bids side by side, sortable, and no bid form', async () => {
    const mine = makeProject(1, { owner: ME });
    const bids = [
      makeBid(1, { amount: 30000, distanceMiles: 9 }),
      makeBid(2, { amount: 20000, distanceMiles: 480 }),
    ];
    renderApp(`/projects/${mine.id}`, {
      [`GET /api${path}`]: () => json(200, mine),
      [`GET /api${path}/bids`]: () => json(200, { items: bids }),
    });
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('form', { name: 'Your bid' })).toBeNull();
    const bidders = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => within(cell).getByRole('link').textContent);
    expect(bidders()).toEqual(['Bidder 2', 'Bidder 1']);
    expect(within(table).getByText('Company 1')).toBeTruthy();
    expect(within(table).getAllByText('General contractor')).toHaveLength(2);
    expect(within(table).getByText('9.0 mi')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /Distance/ }));
    expect(bidders()).toEqual(['Bidder 1', 'Bidder 2']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Distance/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: /Distance/ }));
    expect(bidders()).toEqual(['Bidder 2', 'Bidder 1']);
  });

  it('lets the owner close bidding and delete with the password, a wrong one on the field', async () => {
    const mine = makeProject(1, { owner: ME });
    renderApp(`/projects/${mine.id}`, {
      [`GET /api${path}`]: () => json(200, mine),
      [`GET /api${path}/bids`]: () => json(200, { items: [] }),
      [`POST /api${path}/active`]: () => json(200, { ...mine, status: 'closed' }),
      [`DELETE /api${path}`]: () => json(403, { message: 'The password is wrong.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close bidding' }));
    expect(await screen.findByRole('button', { name: 'Reopen bidding' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'not-it-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('The password is wrong.')).toBeTruthy();
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
  });
});
