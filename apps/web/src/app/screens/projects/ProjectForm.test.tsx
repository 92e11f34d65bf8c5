import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_FORM_MESSAGES } from '@trestle/core';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { typeRichText } from '../../compose/compose-test-kit';
import { makeProject } from '../board/board-fixtures';

const UNKNOWN_ZIP = 'This ZIP code is not a US ZIP code we know.';
const typeIn = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('posting a project', () => {
  it('checks the fields, shows an unknown ZIP code on its field, then posts and opens it', async () => {
    const sent: Record<string, unknown>[] = [];
    const project = makeProject(7, { title: 'Barn roof' });
    renderApp('/projects/new', {
      'POST /api/user/project': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return (body.location as { zip?: string } | undefined)?.zip === '00000'
          ? json(400, { message: UNKNOWN_ZIP, errors: { 'location.zip': UNKNOWN_ZIP } })
          : json(201, project);
      },
      [`GET /api/user/project/${project.id}`]: () => json(200, project),
    });
    await screen.findByRole('heading', { name: 'Post a project', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Post project' }));
    expect(await screen.findByText(BOARD_FORM_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(BOARD_FORM_MESSAGES.categoryRequired)).toBeTruthy();
    expect(screen.getByText(BOARD_FORM_MESSAGES.locationRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    typeIn(/^Title/, 'Barn roof');
    await typeRichText('Description', '<p>Standing seam roof</p>');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'agricultural' },
    });
    typeIn(/^Budget/, '40000');
    typeIn(/^ZIP code/, '00000');
    await waitFor(() =>
      expect(screen.queryByText(BOARD_FORM_MESSAGES.descriptionRequired)).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post project' }));
    expect(await screen.findByText(UNKNOWN_ZIP)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^ZIP code/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    typeIn(/^ZIP code/, '78701');
    fireEvent.click(screen.getByRole('button', { name: 'Post project' }));
    expect(await screen.findByRole('heading', { name: 'Barn roof', level: 1 })).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      title: 'Barn roof',
      category: 'agricultural',
      bid: 40000,
      currency: 'USD',
      remote: false,
      location: { label: '78701', zip: '78701' },
      documents: [],
    });
  });
});
