import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_FORM_MESSAGES } from '@trestle/core';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { typeRichText } from '../../compose/compose-test-kit';
import { makeJob } from '../board/board-fixtures';

const typeIn = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('posting a job', () => {
  it('checks where the work is and the pay range, then posts and opens it', async () => {
    const sent: unknown[] = [];
    const job = makeJob(5, { title: 'Site foreman', workplace: 'hybrid' });
    renderApp('/jobs/new', {
      'POST /api/user/job': async (request) => {
        sent.push(await request.json());
        return json(201, job);
      },
      [`GET /api/user/job/${job.id}`]: () => json(200, job),
    });
    await screen.findByRole('heading', { name: 'Post a job', level: 1 });
    typeIn(/^Title/, 'Site foreman');
    await typeRichText('Description', '<p>Lead the crew</p>');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'commercial' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Employment type' }), {
      target: { value: 'full_time' },
    });
    typeIn(/^From/, '70000');
    typeIn(/^To/, '50000');
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText(BOARD_FORM_MESSAGES.workplaceRequired)).toBeTruthy();
    expect(screen.getByText(BOARD_FORM_MESSAGES.payOrder)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Hybrid' }));
    typeIn(/^ZIP code/, '78701');
    typeIn(/^To/, '90000');
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByRole('heading', { name: 'Site foreman', level: 1 })).toBeTruthy();
    expect(sent).toEqual([
      {
        title: 'Site foreman',
        description: '<p>Lead the crew</p>',
        category: 'commercial',
        employmentType: 'full_time',
        workplace: 'hybrid',
        location: { label: '78701', zip: '78701' },
        salary: { min: 70000, max: 90000, currency: 'USD', period: 'year' },
      },
    ]);
  });
});
