// The board layer on a real database: the one visibility rule, the list tabs, radius search with
// real ZIPs, keyword search into documents' text, sorting by bid, favorites, reports and one
// application per person.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { makeFollow, makeUser, type TestUser } from '../../../test/support/factories';
import { resolveLocation } from '../geo/location';
import { HttpError } from '../http/errors';
import {
  boardItemFor,
  boardQueryFrom,
  countBoard,
  countOwn,
  insertBoardItem,
  listApplications,
  loadBoardItems,
  replaceDocuments,
  reportItem,
  searchBoard,
  setFlagged,
  setModeration,
  toggleFavorite,
  upsertApplication,
  type BoardViewer,
} from './index';

const app = useTestApp();
const db = () => app.database.db;
const PAGE = { skip: 0, limit: 50 };

const viewer = (user: TestUser, staff = false): BoardViewer => ({ id: user.id, staff });

async function project(owner: TestUser, title: string, extra: Record<string, unknown> = {}) {
  return insertBoardItem(db(), {
    kind: 'project',
    owner_id: owner.id,
    title,
    description: `<p>${title} description</p>`,
    category: 'commercial',
    bid: 1000,
    currency: 'USD',
    ...resolveLocation({ label: 'Austin', zip: '78701' }),
    ...extra,
  });
}

const search = (who: BoardViewer, params: Parameters<typeof boardQueryFrom>[1]) =>
  searchBoard(db(), who, boardQueryFrom('project', params), PAGE);

describe('visibility', () => {
  it('hides items in review and flagged ones from everyone but their owner and staff', async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    const staff = await makeUser(app, { role: 'moderator' });
    const shown = await project(owner, 'Shown warehouse');
    const inReview = await project(owner, 'Review warehouse');
    const flagged = await project(owner, 'Flagged warehouse');
    await setModeration(db(), inReview, 'review');
    await setFlagged(db(), flagged, true);

    const ownerIds = { ownerId: owner.id };
    expect(await search(viewer(other), ownerIds)).toEqual([shown]);
    expect(await search(viewer(staff, true), ownerIds)).toEqual([flagged, inReview, shown]);
    expect(await searchBoard(db(), viewer(owner), { kind: 'project', tab: 'own' }, PAGE)).toEqual([
      flagged,
      inReview,
      shown,
    ]);
    expect(
      await searchBoard(
        db(),
        viewer(staff, true),
        { kind: 'project', tab: 'all', queue: 'inactive', ownerId: owner.id },
        PAGE,
      ),
    ).toEqual([inReview]);

    await expect(boardItemFor(db(), viewer(other), 'project', flagged)).rejects.toBeInstanceOf(
      HttpError,
    );
    await expect(boardItemFor(db(), viewer(owner), 'project', flagged)).resolves.toMatchObject({
      id: flagged,
    });
    await expect(boardItemFor(db(), viewer(other), 'job', shown)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lists the following and favorite tabs for the viewer', async () => {
    const owner = await makeUser(app);
    const stranger = await makeUser(app);
    const reader = await makeUser(app);
    await makeFollow(app, reader, owner);
    const followed = await project(owner, 'Followed clinic');
    const favorite = await project(stranger, 'Favorite clinic');
    expect(await toggleFavorite(db(), reader.id, favorite)).toBe(true);

    expect(await search(viewer(reader), { type: 'following' })).toEqual([followed]);
    expect(await search(viewer(reader), { type: 'favorite' })).toEqual([favorite]);
    expect(await toggleFavorite(db(), reader.id, favorite)).toBe(false);
    expect(await search(viewer(reader), { type: 'favorite' })).toEqual([]);
  });
});

describe('searching by place', () => {
  it('finds items within the radius of a ZIP, in miles or kilometres', async () => {
    const owner = await makeUser(app);
    const reader = await makeUser(app);
    const at = (zip: string) => resolveLocation({ label: zip, zip });
    const austin = await project(owner, 'Radius Austin', at('78701'));
    const nineMiles = await project(owner, 'Radius north Austin', at('78759'));
    const jackson = await project(owner, 'Radius Jackson', at('39201'));
    const nowhere = await project(owner, 'Radius nowhere', {
      ...at('78701'),
      lat: null,
      lng: null,
    });
    const mine = { ownerId: owner.id };

    expect(await search(viewer(reader), { ...mine, zip: '78701', radius: 5 })).toEqual([austin]);
    expect(await search(viewer(reader), { ...mine, zip: '78701', radius: 20 })).toEqual([
      nineMiles,
      austin,
    ]);
    expect(await search(viewer(reader), { ...mine, zip: '78701', radius: 500 })).toEqual([
      jackson,
      nineMiles,
      austin,
    ]);
    // 20 km is about 12.4 miles: the item 9 miles away is in.
    expect(
      await search(viewer(reader), { ...mine, zip: '78701', radius: 20, units: 'km' }),
    ).toEqual([nineMiles, austin]);
    // Radius without a ZIP is dropped (spec section 5).
    expect(await search(viewer(reader), { ...mine, radius: 1 })).toHaveLength(4);
    expect(nowhere).toBeTruthy();
  });

  it('refuses a search around an unknown ZIP on its field', () => {
    expect(() => boardQueryFrom('project', { zip: '00000' })).toThrow(HttpError);
    expect(() => boardQueryFrom('project', { searchLocationZip: '1' })).toThrow(
      expect.objectContaining({ errors: { searchLocationZip: expect.any(String) } }),
    );
  });

  it('makes a search whose location label says remote remote-only', async () => {
    const owner = await makeUser(app);
    const remote = await project(owner, 'Remote estimating', { remote: true });
    await project(owner, 'Onsite framing');
    expect(
      await search(viewer(owner), { ownerId: owner.id, searchLocationLabel: 'Remote, US' }),
    ).toEqual([remote]);
  });
});

describe('searching by keyword and sorting', () => {
  it('finds words in the title, the description and the documents, with the matching documents', async () => {
    const owner = await makeUser(app);
    const titled = await project(owner, 'Geothermal retrofit');
    const documented = await project(owner, 'School extension');
    await replaceDocuments(db(), documented, [
      { url: '/files/plans.pdf', name: 'Plans', fileName: 'plans.pdf' },
    ]);
    await db()
      .updateTable('board_documents')
      .set({ text: 'Install a geothermal heat pump loop.', extracted: 'done' })
      .where('item_id', '=', documented)
      .execute();

    const found = await search(viewer(owner), { ownerId: owner.id, searchKeyword: 'geothermal' });
    expect(found).toEqual([documented, titled]);
    const items = await loadBoardItems(db(), viewer(owner), found, { keyword: 'geothermal' });
    expect(items[0]!.matchedDocuments.map((d) => d.name)).toEqual(['Plans']);
    expect(items[1]!.matchedDocuments).toEqual([]);
  });

  it('keeps the extracted text of documents that stay and names the new ones', async () => {
    const owner = await makeUser(app);
    const id = await project(owner, 'Kept documents');
    await replaceDocuments(db(), id, [{ url: '/files/a.pdf', fileName: 'a.pdf' }]);
    await db().updateTable('board_documents').set({ text: 'alpha', extracted: 'done' }).execute();
    const added = await replaceDocuments(db(), id, [
      { url: '/files/a.pdf', fileName: 'a.pdf' },
      { url: '/files/b.pdf', fileName: 'b.pdf' },
    ]);
    expect(added).toEqual(['b.pdf']);
    const kept = await db()
      .selectFrom('board_documents')
      .select(['file_name', 'text', 'extracted'])
      .where('item_id', '=', id)
      .orderBy('position')
      .execute();
    expect(kept).toEqual([
      { file_name: 'a.pdf', text: 'alpha', extracted: 'done' },
      { file_name: 'b.pdf', text: null, extracted: 'pending' },
    ]);
    // Lists carry the documents without their (possibly long) text.
    const [item] = await loadBoardItems(db(), viewer(owner), [id]);
    expect(item!.documents.map((d) => d.file_name)).toEqual(['a.pdf', 'b.pdf']);
    expect(item!.documents[0]).not.toHaveProperty('text');
  });

  it('sorts by bid either way and counts what it finds', async () => {
    const owner = await makeUser(app);
    const cheap = await project(owner, 'Cheap', { bid: 10 });
    const dear = await project(owner, 'Dear', { bid: 900 });
    const middle = await project(owner, 'Middle', { bid: 200 });
    const mine = { ownerId: owner.id };
    expect(await search(viewer(owner), { ...mine, sort: 'bid_asc' })).toEqual([
      cheap,
      middle,
      dear,
    ]);
    expect(await search(viewer(owner), { ...mine, sort: 'bid_desc' })).toEqual([
      dear,
      middle,
      cheap,
    ]);
    expect(await countBoard(db(), viewer(owner), boardQueryFrom('project', mine))).toBe(3);
    expect(await countOwn(db(), owner.id, 'project', 'opened')).toBe(3);
  });
});

describe('reports and applications', () => {
  it('keeps one report per person, replaced when reported again', async () => {
    const owner = await makeUser(app);
    const reader = await makeUser(app);
    const id = await project(owner, 'Reported');
    await reportItem(db(), reader.id, id, { type: 'spam' });
    await reportItem(db(), reader.id, id, { type: 'other', text: 'Fake address' });
    const reports = await db()
      .selectFrom('board_reports')
      .selectAll()
      .where('item_id', '=', id)
      .execute();
    expect(reports).toMatchObject([{ type: 'other', text: 'Fake address' }]);
  });

  it('keeps one application per person, edited in place, and counts applicants', async () => {
    const owner = await makeUser(app);
    const bidder = await makeUser(app);
    const id = await project(owner, 'Bid on me');
    const first = await upsertApplication(db(), id, bidder.id, { message: 'First', amount: 500 });
    const second = await upsertApplication(db(), id, bidder.id, { message: 'Lower', amount: 450 });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const applications = await listApplications(db(), id, PAGE);
    expect(applications).toMatchObject([{ message: 'Lower', amount: 450 }]);
    const [item] = await loadBoardItems(db(), viewer(bidder), [id]);
    expect(item).toMatchObject({ appliedByMe: true, row: { applications_count: 1 } });
  });
});
