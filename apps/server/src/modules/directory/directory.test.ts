// The directory over real HTTP: listings (business accounts only, within limits, checked fields),
// the lists with their filters and the spec §5 rules, categories with counts, suggestions, the
// owner's and staff's acts, and quote requests seen by the owner as a notification, a
// conversation and a received request whose status follows the answer.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  TEST_PASSWORD,
  makeFollow,
  makeListing,
  makeUser,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  api(app.url, method, path, { token: user.token, ...(body === undefined ? {} : { body }) });

const business = () => makeUser(app, { accountType: 'business' });

/** Fixed ids of the shipped taxonomy (migration 0020). */
const ELECTRICIANS = '01936d20-0c00-7000-8000-000000000301';
const PLUMBING = '01936d20-0c00-7000-8000-000000000302';
const SYSTEMS_GROUP = '01936d20-0c00-7000-8000-000000000300';
const ROOFING = '01936d20-0c00-7000-8000-000000000205';

async function titles(user: TestUser, query: string): Promise<string[]> {
  const response = await call(user, 'GET', `/user/listing/newsfeed?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('listListings', 200, response.body);
  return response.body.items.map((l: { title: string }) => l.title);
}

describe('creating a listing', () => {
  it('publishes a business account listing with a sanitised description and its place', async () => {
    const owner = await business();
    const listing = await makeListing(app, owner, {
      description: '<p onclick="x()">Panels <script>alert(1)</script><strong>fast</strong></p>',
      keywords: ['Panel Upgrades', 'panel upgrades', 'EV chargers'],
      categoryIds: [ELECTRICIANS],
      sector: ['residential', 'commercial'],
      website: 'hce.example.com',
      email: 'Office@HCE.example.com',
      // The web form sends the ZIP as the label: the place's name is kept instead.
      location: { label: '78701', zip: '78701' },
    });
    expectContract('createListing', 201, listing);
    expect(listing.description).toBe('<p>Panels <strong>fast</strong></p>');
    expect(listing.keywords).toEqual(['panel upgrades', 'ev chargers']);
    expect(listing.location).toMatchObject({
      label: 'Austin, TX 78701',
      zip: '78701',
      state: 'TX',
    });
    expect(listing.website).toBe('https://hce.example.com/');
    expect(listing.email).toBe('office@hce.example.com');
    expect(listing).toMatchObject({ status: 'opened', moderate: 'approved', responseHours: null });
  });

  it('places a ZIP outside the 50 states (DC) without a state', async () => {
    const owner = await business();
    const listing = await makeListing(app, owner, { location: { label: '20001', zip: '20001' } });
    expect(listing.location.zip).toBe('20001');
    expect(listing.location.state).toBeUndefined();
    expect(listing.location.label).toMatch(/Washington/);
  });

  it('is for business accounts only: a personal account gets 403 with the reason', async () => {
    const person = await makeUser(app);
    const response = await call(person, 'POST', '/user/listing', {
      title: 'Me',
      description: 'x',
      type: ['designer'],
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/business accounts/i);
  });

  it('stops at the membership level limit (one on free)', async () => {
    const owner = await business();
    await makeListing(app, owner);
    const second = await call(owner, 'POST', '/user/listing', {
      title: 'Second',
      description: 'x',
      type: ['supplier'],
    });
    expect(second.status).toBe(403);
    expect(second.body.message).toMatch(/allows 1 listing/);
  });

  it('refuses bad input on its field: unknown category, ZIP, picture, empty text', async () => {
    const owner = await business();
    const base = { title: 'Shop', description: '<p>x</p>', type: ['supplier'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryIds: ['01936d20-0c00-7000-8000-000000009999'] }, 'categoryIds'],
      [{ location: { label: 'Nowhere', zip: '00000' } }, 'location.zip'],
      [{ images: ['not-uploaded.png'] }, 'images'],
      [{ description: '<script>x</script>' }, 'description'],
      [{ title: '   ' }, 'title'],
      [{ website: 'not a site' }, 'website'],
    ];
    for (const [extra, field] of cases) {
      const response = await call(owner, 'POST', '/user/listing', { ...base, ...extra });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), field).toContain(field);
    }
    const noType = await call(owner, 'POST', '/user/listing', { ...base, type: [] });
    expect(noType.status).toBe(400);
    expect((await call(owner, 'GET', '/user/listing/count/own')).body.count).toBe(0);
  });
});

describe('editing, status, favorite, report and delete', () => {
  it('lets the owner edit and close; another business gets 403; staff edit as moderators', async () => {
    const owner = await business();
    const other = await business();
    const staff = await makeUser(app, { role: 'moderator' });
    const listing = await makeListing(app, owner);
    const path = `/user/listing/${listing.id}`;

    const edited = await call(owner, 'POST', path, { title: 'HCE', phone: '512-555-0100' });
    expect(edited.status).toBe(200);
    expectContract('updateListing', 200, edited.body);
    expect(edited.body).toMatchObject({ title: 'HCE', phone: '512-555-0100' });
    expect(edited.body.description).toBe(listing.description);

    expect((await call(other, 'POST', path, { title: 'Mine now' })).status).toBe(403);
    expect((await call(staff, 'POST', path, { title: 'By staff' })).status).toBe(403);
    const byStaff = await call(staff, 'POST', `/user/listing/moderate/${listing.id}/edit`, {
      title: 'By staff',
    });
    expect(byStaff.status).toBe(200);
    expect(
      (await call(other, 'POST', `/user/listing/moderate/${listing.id}/edit`, { title: 'x' }))
        .status,
    ).toBe(403);

    const closed = await call(owner, 'POST', `${path}/active`, { status: 'closed' });
    expect(closed.body.status).toBe('closed');
    expect((await call(other, 'POST', `${path}/active`, { status: 'opened' })).status).toBe(403);
    expect((await call(owner, 'GET', '/user/listing/count/own/opened')).body.count).toBe(0);
  });

  it('favorites on and off, into the favorite tab; reports once per person', async () => {
    const owner = await business();
    const reader = await makeUser(app);
    const listing = await makeListing(app, owner, { title: 'Favorite Roofing' });
    const favorite = `/user/listing/${listing.id}/favorite`;
    expect((await call(reader, 'POST', favorite)).body).toEqual({ favorite: true });
    expect(await titles(reader, 'type=favorite')).toEqual(['Favorite Roofing']);
    expect((await call(reader, 'GET', `/user/listing/${listing.id}`)).body.favorite).toBe(true);
    expect((await call(reader, 'POST', favorite)).body).toEqual({ favorite: false });
    expect(await titles(reader, 'type=favorite')).toEqual([]);

    const report = `/user/listing/${listing.id}/report`;
    expect((await call(reader, 'POST', report, { type: 'spam' })).status).toBe(200);
    const again = await call(reader, 'POST', report, { type: 'other', text: 'again' });
    expect(again.status).toBe(409);
    expectContract('reportListing', 409, again.body);
    const reports = await app.database.db
      .selectFrom('board_reports')
      .selectAll()
      .where('item_id', '=', listing.id)
      .execute();
    expect(reports.map((r) => r.type)).toEqual(['spam']);
  });

  it('deletes with the owner password only; staff delete with theirs', async () => {
    const owner = await business();
    const staff = await makeUser(app, { role: 'moderator' });
    const first = await makeListing(app, owner);
    const path = `/user/listing/${first.id}`;
    expect((await call(owner, 'DELETE', path, { password: 'wrong password' })).status).toBe(403);
    expect((await call(staff, 'DELETE', path, { password: TEST_PASSWORD })).status).toBe(403);
    expect((await call(owner, 'DELETE', path, { password: TEST_PASSWORD })).status).toBe(200);
    expect((await call(owner, 'GET', path)).status).toBe(404);

    const second = await makeListing(app, owner);
    const moderated = `/user/listing/moderate/${second.id}`;
    expect((await call(owner, 'DELETE', moderated, { password: TEST_PASSWORD })).status).toBe(403);
    expect((await call(staff, 'DELETE', moderated, { password: TEST_PASSWORD })).status).toBe(200);
    expect((await call(owner, 'GET', `/user/listing/${second.id}`)).status).toBe(404);
  });
});

describe('moderation', () => {
  it('staff send a listing to review or flag it: gone for others, kept for its owner and staff', async () => {
    const owner = await business();
    const reader = await makeUser(app);
    const staff = await makeUser(app, { role: 'moderator' });
    const listing = await makeListing(app, owner, { title: 'Moderated Masonry' });
    const path = `/user/listing/moderate/${listing.id}`;

    expect((await call(owner, 'POST', path, { moderate: 'review' })).status).toBe(403);
    const review = await call(staff, 'POST', path, { moderate: 'review' });
    expect(review.body.moderate).toBe('review');
    expect((await call(reader, 'GET', `/user/listing/${listing.id}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/user/listing/${listing.id}`)).status).toBe(200);
    const queue = await call(staff, 'GET', '/user/listing/moderate/newsfeed?state=inactive');
    expectContract('listModeratedListings', 200, queue.body);
    expect(queue.body.items.map((l: { id: string }) => l.id)).toContain(listing.id);
    expect((await call(reader, 'GET', '/user/listing/moderate/newsfeed')).status).toBe(403);

    await call(staff, 'POST', path, { moderate: 'approved' });
    const flag = await call(staff, 'POST', `${path}/flag`, { flagged: true });
    expect(flag.body.flagged).toBe(true);
    expect(await titles(reader, 'searchKeyword=Moderated')).toEqual([]);
    const flagged = await call(staff, 'GET', '/user/listing/moderate/newsfeed?state=flagged');
    expect(flagged.body.items.map((l: { id: string }) => l.id)).toContain(listing.id);
  });
});

describe('the lists', () => {
  it('filters by category (a group counts its categories), type, sector, keyword and radius', async () => {
    const austin = await makeUser(app, { accountType: 'business', membershipLevel: 'business' });
    const dallas = await business();
    await makeListing(app, austin, {
      title: 'Zeta Electric Austin',
      categoryIds: [ELECTRICIANS],
      sector: ['residential'],
      keywords: ['zetaevcharger'],
    });
    await makeListing(app, austin, {
      title: 'Zeta Plumbing Austin',
      type: ['supplier'],
      categoryIds: [PLUMBING],
      sector: ['commercial'],
    });
    await makeListing(app, dallas, {
      title: 'Zeta Electric Dallas',
      categoryIds: [ELECTRICIANS],
      location: { label: 'Dallas, TX', zip: '75201' },
    });
    const reader = await makeUser(app);
    const zeta = 'searchKeyword=Zeta';

    expect((await titles(reader, `${zeta}&categoryId=${ELECTRICIANS}`)).sort()).toEqual([
      'Zeta Electric Austin',
      'Zeta Electric Dallas',
    ]);
    expect(await titles(reader, `${zeta}&categoryId=${SYSTEMS_GROUP}`)).toHaveLength(3);
    expect(await titles(reader, `${zeta}&categoryId=${ROOFING}`)).toEqual([]);
    expect(await titles(reader, `${zeta}&businessType=supplier`)).toEqual(['Zeta Plumbing Austin']);
    expect(await titles(reader, `${zeta}&sector=residential`)).toEqual(['Zeta Electric Austin']);
    expect(await titles(reader, 'searchKeyword=zetaevcharger')).toEqual(['Zeta Electric Austin']);
    // Round Rock is about 20 miles from downtown Austin; Dallas about 180.
    expect((await titles(reader, `${zeta}&zip=78664&radius=30`)).sort()).toEqual([
      'Zeta Electric Austin',
      'Zeta Plumbing Austin',
    ]);
    expect(await titles(reader, `${zeta}&zip=78664&radius=300`)).toHaveLength(3);
    const count = await call(reader, 'GET', `/user/listing/count?${zeta}&zip=78664&radius=30`);
    expect(count.body).toEqual({ count: 2 });
    // Spec §5 on the server too: type own dropped (as all), zipFallback ignored, empty values omitted.
    expect(await titles(reader, `${zeta}&type=own&zipFallback=1&zip=`)).toHaveLength(3);
    const badZip = await call(reader, 'GET', `/user/listing/newsfeed?zip=00000&radius=5`);
    expect(badZip.status).toBe(400);
  });

  it("lists the people followed, and one's own listings including those in review", async () => {
    const followed = await business();
    const stranger = await business();
    const reader = await makeUser(app);
    await makeListing(app, followed, { title: 'Followed Framing' });
    await makeListing(app, stranger, { title: 'Stranger Framing' });
    await makeFollow(app, reader, followed);
    expect(await titles(reader, 'type=following&searchKeyword=Framing')).toEqual([
      'Followed Framing',
    ]);
    const own = await call(followed, 'GET', '/user/listing/own');
    expectContract('listOwnListings', 200, own.body);
    expect(own.body.items.map((l: { title: string }) => l.title)).toEqual(['Followed Framing']);
  });

  it('pages 20 listings by default', async () => {
    const owner = await makeUser(app, { accountType: 'business', membershipLevel: 'business' });
    for (let i = 0; i < 21; i += 1) await makeListing(app, owner, { title: `Pager ${i}` });
    const reader = await makeUser(app);
    expect(await titles(reader, 'ownerId=' + owner.id)).toHaveLength(20);
    expect(await titles(reader, `ownerId=${owner.id}&skip=20`)).toEqual(['Pager 0']);
  });
});

describe('categories and suggestions', () => {
  it('ships the taxonomy in English and Spanish with counts of visible listings', async () => {
    const owner = await business();
    const staff = await makeUser(app, { role: 'moderator' });
    const reader = await makeUser(app);
    const listing = await makeListing(app, owner, { categoryIds: [ROOFING] });
    const before = await call(reader, 'GET', '/user/categories?all=true&limit=100');
    expectContract('listDirectoryCategories', 200, before.body);
    const items = before.body.items as {
      id: string;
      slug: string;
      parentId: string | null;
      translations: string;
      totalListingsCount: number;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(50);
    const roofing = items.find((c) => c.id === ROOFING)!;
    expect(roofing.slug).toBe('roofing');
    expect(JSON.parse(roofing.translations)).toEqual({ en: 'Roofing', es: 'Techos' });
    const group = items.find((c) => c.id === roofing.parentId)!;
    expect(group.parentId).toBeNull();
    expect(roofing.totalListingsCount).toBeGreaterThanOrEqual(1);
    expect(group.totalListingsCount).toBeGreaterThanOrEqual(roofing.totalListingsCount);

    const top = await call(reader, 'GET', '/user/categories?limit=100');
    expect(top.body.items.every((c: { parentId: string | null }) => c.parentId === null)).toBe(
      true,
    );
    const children = await call(reader, 'GET', `/user/categories?parentId=${group.id}&limit=100`);
    expect(children.body.items.map((c: { id: string }) => c.id)).toContain(ROOFING);

    // A flagged listing no longer counts for others.
    await call(staff, 'POST', `/user/listing/moderate/${listing.id}/flag`, { flagged: true });
    const after = await call(reader, 'GET', `/user/categories?parentId=${group.id}&limit=100`);
    const roofingAfter = after.body.items.find((c: { id: string }) => c.id === ROOFING);
    expect(roofingAfter.totalListingsCount).toBe(roofing.totalListingsCount - 1);
  });

  it('counts a listing once toward a group, however many of its categories it is in', async () => {
    const owner = await business();
    const reader = await makeUser(app);
    const counts = async () => {
      const page = await call(reader, 'GET', '/user/categories?all=true&limit=100');
      const of = (id: string) =>
        (page.body.items as { id: string; totalListingsCount: number }[]).find((c) => c.id === id)!
          .totalListingsCount;
      return { group: of(SYSTEMS_GROUP), electricians: of(ELECTRICIANS), plumbing: of(PLUMBING) };
    };
    const before = await counts();
    // Two categories of one group, then the group itself with one of them (two owners: a free
    // membership lists one).
    await makeListing(app, owner, { categoryIds: [ELECTRICIANS, PLUMBING] });
    await makeListing(app, await business(), { categoryIds: [SYSTEMS_GROUP, PLUMBING] });
    expect(await counts()).toEqual({
      group: before.group + 2,
      electricians: before.electricians + 1,
      plumbing: before.plumbing + 2,
    });
  });

  it('suggests keywords by prefix with counts and titles by prefix, then by contained text', async () => {
    const a = await business();
    const b = await business();
    await makeListing(app, a, { title: 'Quillstone Tile', keywords: ['quillmosaic', 'grout'] });
    await makeListing(app, b, { title: 'Best Quillstone', keywords: ['quillmosaic'] });
    const reader = await makeUser(app);
    const keywords = await call(reader, 'GET', '/user/keywords?search=QUILL');
    expectContract('searchListingKeywords', 200, keywords.body);
    expect(keywords.body.items).toEqual([{ keyword: 'quillmosaic', count: 2 }]);
    const found = await call(reader, 'GET', '/user/listing/title?search=quillstone');
    expectContract('searchListingTitles', 200, found.body);
    expect(found.body.items.map((t: { title: string }) => t.title)).toEqual([
      'Quillstone Tile',
      'Best Quillstone',
    ]);
  });
});

describe('quote requests', () => {
  async function request(requester: TestUser, listingId: string, extra: object = {}) {
    return call(requester, 'POST', '/user/listing/quote', {
      listingId,
      message: 'We need a 200 A panel upgrade.',
      zip: '78704',
      budget: 4000,
      startDate: '2027-01-15',
      category: 'residential',
      ...extra,
    });
  }

  it('reaches the owner as a notification, a conversation and a received request', async () => {
    const owner = await business();
    const requester = await makeUser(app);
    // The owner takes new messages from nobody: a quote request still gets through.
    await app.database.db
      .updateTable('users')
      .set({ dm_setting: 'none' })
      .where('id', '=', owner.id)
      .execute();
    const listing = await makeListing(app, owner, { title: 'Quote Electric' });

    const sent = await request(requester, listing.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expectContract('requestListingQuote', 201, sent.body);
    expect(sent.body).toMatchObject({ status: 'new', conversationId: owner.id, budget: 4000 });

    const notification = await eventually(async () => {
      const list = await call(owner, 'GET', '/user/notifications');
      return list.body.items.find((n: { type: string }) => n.type === 'listing_quote');
    });
    expectContract('listNotifications', 200, { items: [notification] });
    expect(notification.actor.id).toBe(requester.id);
    expect(notification.listing).toEqual({ id: listing.id, title: 'Quote Electric' });
    expect(notification.text).toBe('asked for a quote on Quote Electric');

    const chat = await call(owner, 'GET', `/user/dm/${requester.id}/messages`);
    expect(chat.status).toBe(200);
    const [first] = chat.body.items;
    expect(first.text).toContain('Quote request for Quote Electric');
    expect(first.text).toContain('We need a 200 A panel upgrade.');
    expect(first.text).toContain('Budget: 4000 USD');
    const state = await call(owner, 'GET', '/user/dm/state');
    expect(JSON.stringify(state.body)).toMatch(/[1-9]/);

    const received = await call(owner, 'GET', '/user/listing/quotes/received');
    expectContract('listReceivedQuotes', 200, received.body);
    expect(received.body.items).toHaveLength(1);
    expect(received.body.items[0]).toMatchObject({
      listing: { id: listing.id, title: 'Quote Electric' },
      requester: { id: requester.id },
      status: 'new',
      conversationId: requester.id,
      zip: '78704',
      startDate: '2027-01-15',
      category: 'residential',
      email: requester.email,
    });
    const seen = await call(requester, 'GET', `/user/listing/${listing.id}`);
    expect(seen.body.quoteRequested).toBe(true);
  });

  it("is answered by the owner's reply in the conversation; the listing shows the response time", async () => {
    const owner = await business();
    const requester = await makeUser(app);
    const listing = await makeListing(app, owner);
    await request(requester, listing.id);
    const reply = await call(owner, 'POST', `/user/dm/${requester.id}/message`, {
      text: 'Happy to help: Tuesday?',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [quote] = (await call(owner, 'GET', '/user/listing/quotes/received?status=answered')).body
      .items;
    expect(quote.status).toBe('answered');
    expect(quote.answeredAt).not.toBeNull();
    const shown = await call(requester, 'GET', `/user/listing/${listing.id}`);
    expect(shown.body.responseHours).toBeGreaterThanOrEqual(0);
    expect(shown.body.responseHours).toBeLessThan(1);
    expect(
      (await call(owner, 'GET', '/user/listing/quotes/received?status=new')).body.items,
    ).toEqual([]);
  });

  it('the owner marks a request answered or closes it; nobody else can', async () => {
    const owner = await business();
    const other = await business();
    const requester = await makeUser(app);
    const listing = await makeListing(app, owner);
    const sent = await request(requester, listing.id);
    const path = `/user/listing/quote/${sent.body.id}/status`;
    expect((await call(other, 'POST', path, { status: 'closed' })).status).toBe(404);
    expect((await call(requester, 'POST', path, { status: 'closed' })).status).toBe(404);
    expect((await call(owner, 'POST', path, { status: 'new' })).status).toBe(400);
    const answered = await call(owner, 'POST', path, { status: 'answered' });
    expectContract('setQuoteRequestStatus', 200, answered.body);
    expect(answered.body.status).toBe('answered');
    const closed = await call(owner, 'POST', path, { status: 'closed' });
    expect(closed.body).toMatchObject({ status: 'closed', answeredAt: answered.body.answeredAt });
  });

  it('refuses the own listing, a closed one, an invisible one and files not uploaded', async () => {
    const owner = await business();
    const requester = await makeUser(app);
    const listing = await makeListing(app, owner);
    expect((await request(owner, listing.id)).status).toBe(403);
    expect((await request(requester, listing.id, { files: ['nope.pdf'] })).status).toBe(400);
    expect((await request(requester, listing.id, { message: '' })).status).toBe(400);
    expect((await request(requester, '01936d20-0c00-7000-8000-00000000ffff')).status).toBe(404);
    await call(owner, 'POST', `/user/listing/${listing.id}/active`, { status: 'closed' });
    const closed = await request(requester, listing.id);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/closed/);
    expect((await call(owner, 'GET', '/user/listing/quotes/received')).body.items).toEqual([]);
  });
});

describe('applying to a listing', () => {
  it('lets a business apply once with documents, reaching the owner as a request in their chats', async () => {
    const owner = await business();
    const supplier = await business();
    const listing = await makeListing(app, owner, { title: 'Apply Electric' });
    const path = `/user/listing/${listing.id}/apply`;
    const upload = await uploadFileAs(
      app,
      supplier,
      Buffer.from('%PDF-1.4 price list'),
      'prices.pdf',
    );

    const applied = await call(supplier, 'POST', path, {
      message: 'We supply copper wire at trade prices.',
      documents: [{ url: upload.url, name: 'Price list' }],
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expectContract('applyToListing', 200, applied.body);

    const received = await call(owner, 'GET', '/user/listing/quotes/received');
    expect(received.body.items).toMatchObject([
      { message: 'We supply copper wire at trade prices.', status: 'new' },
    ]);
    const chats = await call(owner, 'GET', '/user/dm/list');
    expect(JSON.stringify(chats.body)).toContain('Apply Electric');

    const again = await call(supplier, 'POST', path, { message: 'Again' });
    expect(again.status).toBe(409);
    expectContract('applyToListing', 409, again.body);
  });

  it('refuses personal accounts, the owner, foreign documents and closed listings', async () => {
    const owner = await business();
    const listing = await makeListing(app, owner, { title: 'Refusing Electric' });
    const path = `/user/listing/${listing.id}/apply`;
    const body = { message: 'Hello' };

    const personal = await call(await makeUser(app), 'POST', path, body);
    expect(personal.status).toBe(403);
    expectContract('applyToListing', 403, personal.body);
    expect((await call(owner, 'POST', path, body)).status).toBe(403);
    const foreign = await call(await business(), 'POST', path, {
      message: 'Hi',
      documents: [{ url: 'https://elsewhere.example/x.pdf' }],
    });
    expect(foreign.status).toBe(400);
    expectContract('applyToListing', 400, foreign.body);

    await call(owner, 'POST', `/user/listing/${listing.id}/active`, { status: 'closed' });
    expect((await call(await business(), 'POST', path, body)).status).toBe(403);
    expect((await call(owner, 'GET', '/user/listing/quotes/received')).body.items).toEqual([]);
  });
});
