import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_MESSAGES, GROUP_FORM_MESSAGES } from '@trestle/core';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { GROUP_ID, makeGroup } from './groups-fixtures';

const NAME_TAKEN = 'This group name is already taken.';

describe('creating a group', () => {
  it('checks the name as it is typed, once it pauses, and shows a taken name on the field', async () => {
    const checked: unknown[] = [];
    renderApp('/groups/new', {
      'PUT /api/user/group/name': async (request) => {
        const body = (await request.json()) as { name: string };
        checked.push(body);
        return body.name === 'taken-crew'
          ? json(409, { message: NAME_TAKEN })
          : json(200, { ok: true });
      },
    });
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Ta' } });
    fireEvent.change(name, { target: { value: ' taken-crew ' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(NAME_TAKEN)).toBeTruthy();
    // Only the last name, cleaned by core's rule, was asked (the short one is refused locally).
    expect(checked).toEqual([{ name: 'taken-crew' }]);
    fireEvent.change(name, { target: { value: 'free-crew' } });
    expect(await screen.findByText('free-crew is free.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows what is wrong on each field, then creates the group and opens it', async () => {
    const bodies: unknown[] = [];
    renderApp('/groups/new', {
      'PUT /api/user/group/name': () => json(200, { ok: true }),
      'POST /api/user/groups': async (request) => {
        bodies.push(await request.json());
        return json(201, makeGroup({ myRole: 'owner', type: 'closed' }));
      },
      [`GET /api/user/group/${GROUP_ID}`]: () => json(200, makeGroup({ myRole: 'owner' })),
      [`GET /api/user/groups/newsfeed/${GROUP_ID}`]: () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create group' }));
    expect(await screen.findByText(ENTITY_NAME_MESSAGES.groupRequired)).toBeTruthy();
    expect(screen.getByText(GROUP_FORM_MESSAGES.titleRequired)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Site leads' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'site-leads' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'business' } });
    fireEvent.click(screen.getByRole('radio', { name: /Closed/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('heading', { name: 'Site leads', level: 1 })).toBeTruthy();
    expect(bodies).toEqual([
      { name: 'site-leads', title: 'Site leads', type: 'closed', category: 'business' },
    ]);
  });

  it('puts a name taken meanwhile on the name field', async () => {
    renderApp('/groups/new', {
      'PUT /api/user/group/name': () => json(200, { ok: true }),
      'POST /api/user/groups': () => json(409, { message: NAME_TAKEN }),
    });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Crew' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'crew-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText(NAME_TAKEN)).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
  });
});
