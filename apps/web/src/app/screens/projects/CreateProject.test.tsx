import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const usage = (limit: number, used: number) => ({
  limit,
  used,
  remaining: Math.max(0, limit - used),
});
const quotas = (projectsUsed: number) => ({
  projects: usage(3, projectsUsed),
  jobs: usage(3, 0),
  listings: usage(1, 0),
  savedSearches: usage(3, 0),
  projectApplicationsPerMonth: usage(5, 0),
  upgradePath: '/upgrade',
});

describe('posting a project, the quota first', () => {
  it('says how many projects are left and where to upgrade, above the form', async () => {
    renderApp('/projects/new', { 'GET /api/user/quotas': () => json(200, quotas(1)) });
    const notice = await screen.findByText(/You can post 2 more projects/);
    expect(notice.textContent).toContain('3 projects with your membership');
    expect(
      within(notice).getByRole('link', { name: 'Upgrade your membership' }).getAttribute('href'),
    ).toBe('/upgrade');
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeTruthy();
  });

  it('shows no form once the quota is used up, with the upgrade path', async () => {
    renderApp('/projects/new', { 'GET /api/user/quotas': () => json(200, quotas(3)) });
    expect(
      await screen.findByText('You have used all 3 projects your membership allows'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade your membership' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });

  it('keeps what was typed when the counts arrive after the form was filled in', async () => {
    let answer: (value: Response) => void = () => undefined;
    const late = new Promise<Response>((resolve) => (answer = resolve));
    renderApp('/projects/new', { 'GET /api/user/quotas': () => late });
    const title = (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Riverside clinic' } });
    answer(json(200, quotas(1)));
    await screen.findByText(/You can post 2 more projects/);
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      'Riverside clinic',
    );
  });
});
