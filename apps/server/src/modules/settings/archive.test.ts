// The data archive (issue 22): requested, built in the background, downloaded by its owner only;
// the test unzips it and compares it with the data.
import { formatDateTimeIn } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  makeChatMessage,
  makeFollow,
  makePost,
  makeSavedSearch,
  makeUser,
  makeUserList,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

/** Every entry of the zip: name -> bytes. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** Two charges of the person (a membership renewal, a one-off in a zero-decimal currency) and one of someone else. */
async function payments(user: TestUser, other: TestUser) {
  const db = app.database.db;
  const product = await db
    .insertInto('products')
    .values({
      id: crypto.randomUUID(),
      type: 'other',
      name: 'Archive test',
      price: 999,
      interval: 'month',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subscription = await db
    .insertInto('payment_subscriptions')
    .values({
      id: crypto.randomUUID(),
      user_id: user.id,
      product_id: product.id,
      purpose: 'membership',
      state: 'active',
      amount: 999,
      currency: 'USD',
      interval: 'month',
      card_brand: 'Visa',
      card_last4: '4242',
      provider: 'fake',
      method_ref: 'tok_secret',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const charge = (userId: string, values: Record<string, unknown>) => ({
    id: crypto.randomUUID(),
    user_id: userId,
    provider: 'fake',
    idempotency_key: crypto.randomUUID(),
    card_brand: 'Visa',
    card_last4: '4242',
    ...values,
  });
  const rows = [
    charge(user.id, {
      subscription_id: subscription.id,
      purpose: 'membership',
      reason: 'renewal',
      description: 'Gold membership',
      amount: 999,
      currency: 'USD',
      state: 'succeeded',
      settled_at: new Date('2026-03-01T10:00:00Z'),
      created_at: new Date('2026-03-01T09:59:00Z'),
    }),
    charge(user.id, {
      purpose: 'pro_level',
      description: 'Plans and sections',
      amount: 1500,
      currency: 'JPY',
      state: 'failed',
      card_brand: 'Mastercard',
      card_last4: '0005',
      created_at: new Date('2026-03-02T09:00:00Z'),
    }),
    charge(other.id, {
      purpose: 'membership',
      description: 'Not my charge',
      amount: 100,
      currency: 'USD',
      state: 'succeeded',
    }),
  ];
  const inserted = await db
    .insertInto('payment_transactions')
    .values(rows as never)
    .returningAll()
    .execute();
  return inserted.filter((t) => t.user_id === user.id).sort((a, b) => (a.id < b.id ? -1 : 1));
}

const status = (user: TestUser) =>
  api(app.url, 'GET', '/user/profile/settings/archive', { token: user.token });

async function download(user: TestUser, filename: string) {
  return fetch(`${app.url}/api/files?filename=${encodeURIComponent(filename)}&type=archive`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
}

describe('the data archive', () => {
  it('holds the person’s posts, media, messages, follows, lists and searches, for them alone', async () => {
    const owner = await makeUser(app);
    const friend = await makeUser(app);
    const sharp = (await import('sharp')).default;
    const image = await sharp({
      create: { width: 6, height: 6, channels: 3, background: '#abcdef' },
    })
      .png()
      .toBuffer();
    const file = await uploadFileAs(app, owner, image, 'beam.png');
    const posts = [
      await makePost(app, owner, { text: '<p>Steel beams &amp; bolts</p>' }),
      await makePost(app, owner, {
        text: '<p>With a photo</p>',
        media: [{ file: file.filename, type: 'image' }],
      }),
    ];
    await makePost(app, friend, { text: '<p>Not mine</p>' });
    await makeFollow(app, owner, friend);
    await makeUserList(app, owner, [friend], 'Crew');
    await makeSavedSearch(app, owner, { title: 'Roofs in Ohio' });
    await makeChatMessage(app, friend, owner, 'Are we on for Monday?');
    const paid = await payments(owner, friend);
    await app.database.db
      .updateTable('users')
      .set({ language: 'de' })
      .where('id', '=', owner.id)
      .execute();

    const first = await status(owner);
    expect(first.status).toBe(200);
    expectContract('getArchiveStatus', 200, first.body);
    expect(first.body.state).toBe('none');

    const asked = await api(app.url, 'POST', '/user/profile/settings/archive', {
      token: owner.token,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expectContract('requestArchive', 202, asked.body);
    expect(asked.body.state).toBe('pending');

    const ready = await eventually(
      async () => {
        const now = await status(owner);
        return now.body.state === 'ready' ? now.body : undefined;
      },
      { what: 'the archive is ready' },
    );
    expectContract('getArchiveStatus', 200, ready);
    expect(ready.progress).toBe(100);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );
    const mail = await app.smtp.waitFor(owner.email);
    expect(mail.text).toContain('archive');
    // The person's language writes the mail's date (decisions.md, issue 22).
    expect(mail.text).toContain(formatDateTimeIn(ready.expiresAt, 'de', 'UTC'));

    // Only its owner downloads it; the file is not served by the public file route either.
    expect((await download(friend, ready.filename)).status).toBe(404);
    expect(
      (await fetch(`${app.url}/api/files?filename=${ready.filename}&type=archive`)).status,
    ).toBe(401);
    expect((await fetch(`${app.url}/api/files/${ready.filename}`)).status).toBe(404);
    const response = await download(owner, ready.filename);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.length).toBe(ready.size);

    const entries = await unzip(zip);
    const lines = entries
      .get('posts.jsonl')!
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((p) => p.id).sort()).toEqual(posts.map((p) => p.id).sort());
    expect(lines.find((p) => p.id === posts[1].id).media).toMatchObject([
      { file: file.filename, type: 'image' },
    ]);
    expect(
      entries
        .get(`media/${file.filename}`)!
        .equals(
          Buffer.from(await (await fetch(`${app.url}/api/files/${file.filename}`)).arrayBuffer()),
        ),
    ).toBe(true);
    const index = entries.get('index.html')!.toString('utf8');
    expect(index).toContain('Steel beams &#38; bolts');
    expect(index).toContain(`media/${file.filename}`);
    const profile = JSON.parse(entries.get('profile.json')!.toString('utf8'));
    expect(profile).toMatchObject({ id: owner.id, username: owner.username, email: owner.email });
    expect(JSON.stringify(profile)).not.toContain('password');
    const follows = JSON.parse(entries.get('follows.json')!.toString('utf8'));
    expect(follows.following.map((f: { username: string }) => f.username)).toEqual([
      friend.username,
    ]);
    const lists = JSON.parse(entries.get('lists.json')!.toString('utf8'));
    expect(lists).toMatchObject([{ title: 'Crew', members: [friend.username] }]);
    const searches = JSON.parse(entries.get('saved-searches.json')!.toString('utf8'));
    expect(searches).toMatchObject([{ title: 'Roofs in Ohio' }]);
    const messages = entries
      .get('messages.jsonl')!
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(messages).toMatchObject([
      { from: friend.username, to: owner.username, text: 'Are we on for Monday?' },
    ]);
    // Payments: each charge as a line, in minor units, the card's brand and last four only.
    const transactions = entries
      .get('transactions.jsonl')!
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(transactions).toEqual(
      paid.map((t) => ({
        id: t.id,
        createdAt: t.created_at.toISOString(),
        purpose: t.purpose,
        reason: t.reason,
        description: t.description,
        amount: t.amount,
        currency: t.currency,
        state: t.state,
        interval: t.subscription_id ? 'month' : 'once',
        card: { brand: t.card_brand, last4: t.card_last4 },
        settledAt: t.settled_at?.toISOString() ?? null,
      })),
    );
    expect(entries.get('transactions.jsonl')!.toString('utf8')).not.toContain('tok_');
    expect(index).toContain('Gold membership');
    expect(index).toContain('9.99 USD');
    expect(index).toContain('Visa ···· 4242');
    expect(index).toContain('1500 JPY');
    expect(index).not.toContain('Not my charge');
    for (const name of [
      'bids.json',
      'applications.json',
      'listings.json',
      'projects.json',
      'jobs.json',
    ]) {
      expect(JSON.parse(entries.get(name)!.toString('utf8'))).toEqual([]);
    }

    // One a day.
    const again = await api(app.url, 'POST', '/user/profile/settings/archive', {
      token: owner.token,
    });
    expect(again.status).toBe(429);
  });

  it('needs a session, and refuses a second request while one is being built', async () => {
    expect((await api(app.url, 'GET', '/user/profile/settings/archive')).status).toBe(401);
    expect((await api(app.url, 'POST', '/user/profile/settings/archive')).status).toBe(401);
    const person = await makeUser(app);
    await app.database.db
      .insertInto('archives')
      .values({ user_id: person.id, state: 'pending', progress: 10, requested_at: new Date() })
      .execute();
    const second = await api(app.url, 'POST', '/user/profile/settings/archive', {
      token: person.token,
    });
    expect(second.status).toBe(409);
    const bad = await fetch(`${app.url}/api/files?filename=../etc&type=archive`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(bad.status).toBe(400);
  });
});
