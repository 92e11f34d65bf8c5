// Saved-search alerts end to end: the hourly schedule's job finds the due searches, each run
// searches the projects created since its last run (through the board's search, with the owner's
// eyes), and mails ONE digest to the test SMTP server with each project linked and an unsubscribe
// link that works, plus one notification. Searches that are not due, switched off, or that find
// nothing new send nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually, jobsSettled } from '../../../test/support/eventually';
import { makeSavedSearch, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { insertBoardItem } from '../../platform/board/index';
import { resolveLocation } from '../../platform/geo/location';
import { enqueueDueSearches, runSavedSearch } from './alerts';

const app = useTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A project straight into the board table (the projects area has its own tests). */
async function project(
  owner: TestUser,
  title: string,
  options: { zip?: string; ago?: number; status?: 'opened' | 'closed' } = {},
): Promise<string> {
  const id = await insertBoardItem(app.database.db, {
    kind: 'project',
    owner_id: owner.id,
    title,
    description: `<p>${title}, details inside.</p>`,
    category: 'residential',
    bid: 12000,
    currency: 'USD',
    status: options.status ?? 'opened',
    ...resolveLocation({ label: 'Site', zip: options.zip ?? '78701' }),
  });
  await app.database.db
    .updateTable('board_items')
    .set({ created_at: new Date(Date.now() - (options.ago ?? HOUR)) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Moves a saved search's creation back, as if it had been saved that long ago. */
async function savedAgo(id: string, ms: number) {
  await app.database.db
    .updateTable('saved_searches')
    .set({ created_at: new Date(Date.now() - ms) })
    .where('id', '=', id)
    .execute();
}

const mailsTo = (email: string) => app.smtp.mails.filter((m) => m.to.includes(email));

describe('saved-search alerts', () => {
  it('mails one digest of only the new matches, with links and an unsubscribe link that works', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const search = await makeSavedSearch(app, ana, {
      title: 'Roofs around Austin',
      filters: { searchKeyword: 'roof', zip: '78701', radius: 50 },
      schedule: 'daily',
    });
    await savedAgo(search.id, 2 * DAY);
    await project(bob, 'Roof from last week', { ago: 3 * DAY });
    const wanted = await project(bob, 'Roof repair on Congress Avenue', { zip: '78704' });
    await project(bob, 'Kitchen remodel', { zip: '78701' });
    await project(bob, 'Roof in Dallas', { zip: '75201' }); // ~180 miles away
    await project(bob, 'Roof already awarded', { status: 'closed' });
    await project(ana, 'Roof on my own house');

    expect(await enqueueDueSearches(app.context)).toBeGreaterThanOrEqual(1);
    const mail = await app.smtp.waitFor(ana.email);
    await jobsSettled(app, 'saved-searches.run');
    expect(mailsTo(ana.email)).toHaveLength(1);

    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.text).toContain('1 new project matches your saved search');
    expect(mail.text).toContain('Roof repair on Congress Avenue');
    for (const other of ['last week', 'Kitchen', 'Dallas', 'awarded', 'my own house']) {
      expect(mail.text).not.toContain(other);
    }
    expect(mail.links).toContain(`${app.context.config.publicUrl}/projects/${wanted}`);
    expect(mail.raw).toContain('text/html');

    // One notification, without an actor, naming the search.
    const notice = await eventually(async () => {
      const list = await api(app.url, 'GET', '/user/notifications', { token: ana.token });
      expectContract('listNotifications', 200, list.body);
      return list.body.items.find((n: any) => n.type === 'saved_search_matches');
    });
    expect(notice).toMatchObject({
      actor: null,
      actors: [],
      savedSearch: { id: search.id, title: 'Roofs around Austin' },
      text: '1 new project matches your saved search “Roofs around Austin”.',
    });

    // The unsubscribe link: the page asks, its button stops the mails.
    const link = mail.links.find((l) => l.includes('/searches/unsubscribe?token='))!;
    const local = new URL(link);
    const target = `${app.url}${local.pathname}${local.search}`;
    const asked = await fetch(target);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Roofs around Austin');
    const stopped = await fetch(target, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'text/plain' },
      body: '',
    });
    expect(stopped.status).toBe(200);
    await project(bob, 'Roof after the unsubscribe');
    expect(await runSavedSearch(app.context, search.id, new Date(Date.now() + 2 * DAY))).toBe(
      'off',
    );
    expect(mailsTo(ana.email)).toHaveLength(1);
  });

  it('a later run mails only what is new since the last one', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const search = await makeSavedSearch(app, ana, {
      title: 'Decks',
      filters: { searchKeyword: 'deck' },
      schedule: 'weekly',
    });
    await savedAgo(search.id, 8 * DAY);
    await project(bob, 'Cedar deck', { ago: 2 * DAY });
    expect(await runSavedSearch(app.context, search.id)).toBe('mailed');
    const first = await app.smtp.waitFor(ana.email, 1);
    expect(first.text).toContain('Cedar deck');

    await project(bob, 'Composite deck', { ago: 0 });
    const nextWeek = new Date(Date.now() + 8 * DAY);
    expect(await runSavedSearch(app.context, search.id, nextWeek)).toBe('mailed');
    const second = await app.smtp.waitFor(ana.email, 2);
    expect(second.text).toContain('Composite deck');
    expect(second.text).not.toContain('Cedar deck');
    // The same window twice finds nothing new and mails nothing.
    expect(await runSavedSearch(app.context, search.id, nextWeek)).toBe('nothing-new');
    await jobsSettled(app, 'mail.send');
    expect(mailsTo(ana.email)).toHaveLength(2);
  });

  it('a search set to never, one not due yet, or one with nothing new sends nothing', async () => {
    const ana = await makeUser(app, { membershipLevel: 'pro' });
    const bob = await makeUser(app);
    const never = await makeSavedSearch(app, ana, {
      title: 'Never',
      filters: { searchKeyword: 'fence' },
      schedule: 'never',
    });
    const fresh = await makeSavedSearch(app, ana, {
      title: 'Fresh daily',
      filters: { searchKeyword: 'fence' },
      schedule: 'daily',
    });
    const weekly = await makeSavedSearch(app, ana, {
      title: 'Weekly, three days old',
      filters: { searchKeyword: 'fence' },
      schedule: 'weekly',
    });
    const quiet = await makeSavedSearch(app, ana, {
      title: 'Nothing matches',
      filters: { searchKeyword: 'submarine' },
      schedule: 'daily',
    });
    await savedAgo(never.id, 30 * DAY);
    await savedAgo(weekly.id, 3 * DAY);
    await savedAgo(quiet.id, 2 * DAY);
    await project(bob, 'Fence along the road', { ago: HOUR });

    await enqueueDueSearches(app.context);
    await jobsSettled(app, 'saved-searches.run');
    await jobsSettled(app, 'mail.send');
    expect(mailsTo(ana.email)).toEqual([]);
    expect(await runSavedSearch(app.context, never.id)).toBe('off');
    const { rows } = await sql<{ id: string; last_run_at: Date | null }>`
      select id, last_run_at from saved_searches where user_id = ${ana.id}
    `.execute(app.database.db);
    const ran = new Map(rows.map((r) => [r.id, r.last_run_at]));
    // Only the due one ran (and moved its window on); the others wait.
    expect(ran.get(quiet.id)).not.toBeNull();
    expect(ran.get(fresh.id)).toBeNull();
    expect(ran.get(weekly.id)).toBeNull();
    expect(ran.get(never.id)).toBeNull();
    const list = await api(app.url, 'GET', '/user/notifications', { token: ana.token });
    expect(list.body.items).toEqual([]);
  });
});
