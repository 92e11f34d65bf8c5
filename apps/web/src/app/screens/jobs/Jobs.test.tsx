import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_FORM_MESSAGES } from '@trestle/core';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { ME, makeJob } from '../board/board-fixtures';
import { payText } from './job-text';

describe('the jobs board', () => {
  it('asks for 20 jobs at a time and finds remote work only when only remote is chosen', async () => {
    const queries: URLSearchParams[] = [];
    renderApp('/jobs', {
      'GET /api/user/job/newsfeed': (request) => {
        queries.push(new URL(request.url).searchParams);
        return json(200, {
          items: [
            makeJob(1, {
              workplace: 'remote',
              salary: { min: 50000, max: 70000, currency: 'USD', period: 'year' },
            }),
          ],
        });
      },
      'GET /api/user/job/count': () => json(200, { count: 1 }),
    });
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeTruthy();
    expect(screen.getByText('$50,000–$70,000 a year')).toBeTruthy();
    expect(queries[0]?.get('limit')).toBe('20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Employment type' }), {
      target: { value: 'contract' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // Remote and hybrid together: no remote filter (spec section 5).
    await waitFor(() => expect(queries.at(-1)?.get('employmentType')).toBe('contract'));
    expect(queries.at(-1)?.has('remote')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('remote')).toBe('true'));
  });

  it("lists one's own jobs on the Your jobs tab, without the search form", async () => {
    renderApp('/jobs?tab=myJobs', {
      'GET /api/user/job/own': () => json(200, { items: [makeJob(2, { owner: ME })] }),
      'GET /api/user/job/count/own': () => json(200, { count: 1 }),
    });
    expect(await screen.findByRole('link', { name: 'Job 2' })).toBeTruthy();
    expect(screen.queryByRole('search', { name: 'Search jobs' })).toBeNull();
  });
});

describe('a job page', () => {
  it('asks for a résumé before the application is sent', async () => {
    const job = makeJob(3);
    const sent: unknown[] = [];
    renderApp(`/jobs/${job.id}`, {
      [`GET /api/user/job/${job.id}`]: () => json(200, job),
      [`POST /api/user/job/${job.id}/apply`]: async (request) => {
        sent.push(await request.json());
        return json(200, { ok: true });
      },
    });
    const form = await screen.findByRole('form', { name: 'Apply' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message to the employer' }), {
      target: { value: 'Ten years on site.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText(BOARD_FORM_MESSAGES.resumeRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the employer the applications with their messages and résumés, and no form', async () => {
    const job = makeJob(4, { owner: ME, applicationsCount: 1 });
    const application = {
      id: '0190b3c2-0000-7000-f000-000000000001',
      applicant: {
        id: '0190b3c2-0000-7000-f000-0000000000aa',
        username: 'pete',
        general: { displayName: 'Pete Planner', avatar: null },
      },
      message: 'Ten years on site.',
      documents: [{ url: '/api/files/resume.pdf', name: 'resume.pdf' }],
      createdAt: '2026-01-03T00:00:00.000Z',
    };
    renderApp(`/jobs/${job.id}`, {
      [`GET /api/user/job/${job.id}`]: () => json(200, job),
      [`GET /api/user/job/${job.id}/applications`]: () => json(200, { items: [application] }),
    });
    expect(await screen.findByText('1 person has applied.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).getByRole('link', { name: 'Pete Planner' })).toBeTruthy();
    expect(within(list).getByText('Ten years on site.')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'resume.pdf' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Apply' })).toBeNull();
  });
});

describe('pay as words', () => {
  it('writes a range, a floor or a ceiling', () => {
    expect(payText({ min: 30, currency: 'USD', period: 'hour' })).toBe('from $30 an hour');
    expect(payText({ max: 4000, currency: 'USD', period: 'month' })).toBe('up to $4,000 a month');
    expect(payText(null)).toBeNull();
  });
});
