// Test data. `makeUser` writes a verified person and a live session straight to the database
// (no argon2 per person, no mail): for tests about something else. `createVerifiedUser` goes
// through the public API as a person would: for tests of sign-up itself.
import { randomBytes } from 'node:crypto';
import type { AccountType, MembershipLevel, RoleKey } from '@trestle/core';
import { expect } from 'vitest';
import { newUserDefaults } from '../../src/platform/db/users';
import { addFollower } from '../../src/modules/channels/repo';
import { putMembership } from '../../src/modules/groups/repo';
import { insertMessage } from '../../src/modules/messages/repo';
import { hashPassword } from '../../src/platform/auth/passwords';
import { newSecret, hashSecret } from '../../src/platform/auth/secrets';
import { newId } from '../../src/platform/ids';
import type { DmSetting } from '../../src/platform/db/tables';
import type { TestApp } from './app';
import { api } from './http';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;

export function newPersonInput(
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    accountType: AccountType;
  }> = {},
) {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    username: overrides.username ?? `person_${tag}`,
    email: overrides.email ?? `person_${tag}@example.test`,
    password: overrides.password ?? TEST_PASSWORD,
    accountType: overrides.accountType ?? ('personal' as const),
  };
}

/** One argon2 hash of TEST_PASSWORD per process, shared by every made user. */
let testPasswordHash: Promise<string> | undefined;

export async function makeUser(
  app: TestApp,
  overrides: Parameters<typeof newPersonInput>[0] & {
    role?: RoleKey;
    membershipLevel?: MembershipLevel;
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const input = newPersonInput(overrides);
  const passwordHash =
    input.password === TEST_PASSWORD
      ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(input.password);
  const row = newUserDefaults({
    username: input.username,
    email: input.email,
    passwordHash,
    accountType: input.accountType,
    role: overrides.role ?? 'user',
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  const db = app.database.db;
  await db
    .insertInto('users')
    .values({ ...row, membership_level: overrides.membershipLevel ?? 'free' })
    .execute();
  const token = newSecret();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: row.id!,
      token_hash: hashSecret(token),
      expires_at: new Date(Date.now() + 86_400_000),
      revoked_at: null,
      user_agent: null,
    })
    .execute();
  return { id: row.id!, ...input, token };
}

/** The token from the link in the latest mail to the address. */
export async function tokenFromMail(app: TestApp, email: string, count = 1): Promise<string> {
  const mail = await app.smtp.waitFor(email, count);
  const link = mail.links.find((l) => l.includes('token='));
  expect(link, 'the mail contains a link with a token').toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

export async function createVerifiedUser(
  app: TestApp,
  overrides: Parameters<typeof newPersonInput>[0] = {},
): Promise<TestUser> {
  const input = newPersonInput(overrides);
  const signUp = await api(app.url, 'POST', '/auth/sign-up', { body: input });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
  const token = await tokenFromMail(app, input.email);
  const verified = await api(app.url, 'POST', '/auth/verify', { body: { token } });
  expect(verified.status).toBe(200);
  return {
    id: verified.body.user.id,
    username: input.username,
    email: input.email,
    password: input.password,
    token: verified.body.token,
  };
}

/** `follower` follows `followee`, written straight to the database. */
export async function makeFollow(app: TestApp, follower: TestUser, followee: TestUser) {
  await app.database.db
    .insertInto('follows')
    .values({ follower_id: follower.id, followee_id: followee.id })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** A post by `author` through the API (the way every client makes one); returns its body. */
export async function makePost(
  app: TestApp,
  author: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/post', {
    token: author.token,
    body: { text: `<p>Site update ${counter}</p>`, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Sets who may start a direct message with the person (their dm setting). */
export async function setDmSetting(app: TestApp, user: TestUser, dm: DmSetting) {
  await app.database.db
    .updateTable('users')
    .set({ dm_setting: dm })
    .where('id', '=', user.id)
    .execute();
}

/**
 * A text message from `sender` to `recipient`, written with the messages area's own insert (no
 * permission check, no rate limit, no push): for tests that need a conversation to exist.
 * Returns its id.
 */
export async function makeChatMessage(
  app: TestApp,
  sender: TestUser,
  recipient: TestUser,
  text?: string,
): Promise<string> {
  counter += 1;
  return insertMessage(app.database.db, {
    senderId: sender.id,
    recipientId: recipient.id,
    type: 'text',
    text: text ?? `Message ${counter}`,
    media: [],
    replyToId: null,
  });
}

/** A group made through the API by `owner` (who becomes its owner). Returns the Group. */
export async function makeGroup(
  app: TestApp,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/groups', {
    token: owner.token,
    body: {
      name: `crew-${counter}${randomBytes(2).toString('hex')}`,
      title: 'Site crew',
      type: 'open',
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/**
 * Puts a person in a group straight in the database (no request, no acceptance): an active
 * member by default, or a moderator, a waiting request or a blocked person.
 */
export async function makeGroupMember(
  app: TestApp,
  group: { id: string },
  user: TestUser,
  place: 'member' | 'moderator' | 'pending' | 'blocked' = 'member',
): Promise<void> {
  const status = place === 'pending' || place === 'blocked' ? place : 'active';
  await putMembership(
    app.database.db,
    group.id,
    user.id,
    status,
    place === 'moderator' ? 'moderator' : 'member',
  );
}

/** A list made through the API by `owner`, with these people on it. Returns the UserList. */
export async function makeUserList(
  app: TestApp,
  owner: TestUser,
  members: TestUser[] = [],
  title?: string,
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/list', {
    token: owner.token,
    body: { title: title ?? `Crew list ${counter}` },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  for (const member of members) {
    const added = await api(app.url, 'POST', `/user/list/${response.body.id}/add/${member.id}`, {
      token: owner.token,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return response.body;
}

/** A news source added through the API by `user` from a feed address (a local test server). */
export async function makeRssSource(app: TestApp, user: TestUser, url: string): Promise<any> {
  const response = await api(app.url, 'POST', '/user/rss', { token: user.token, body: { url } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A channel made through the API by `owner` (who owns it). Returns the Channel. */
export async function makeChannel(
  app: TestApp,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/channel', {
    token: owner.token,
    body: {
      name: `chan_${counter}${randomBytes(2).toString('hex')}`,
      title: 'Site news',
      category: 'business',
      type: 'public',
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** `user` follows the channel, written with the channels area's own insert. */
export async function makeChannelFollower(
  app: TestApp,
  channel: { id: string },
  user: TestUser,
): Promise<void> {
  await addFollower(app.database.db, channel.id, user.id);
}

/** A project published through the API by `owner` (a business account can also bid). */
export async function makeProject(
  app: TestApp,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/project', {
    token: owner.token,
    body: {
      title: `Warehouse retrofit ${counter}`,
      description: '<p>Replace the roof and the loading dock doors.</p>',
      category: 'commercial',
      bid: 250_000,
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A bid by `bidder` on the project through the API (one who may bid: business or paid). */
export async function makeBid(
  app: TestApp,
  bidder: TestUser,
  project: { id: string },
  body: Record<string, unknown> = {},
): Promise<void> {
  counter += 1;
  const response = await api(app.url, 'POST', `/user/project/${project.id}/apply`, {
    token: bidder.token,
    body: { amount: 200_000 + counter, message: `We can start next month (${counter}).`, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A file uploaded through POST /files by `user`; returns the UploadedFile (its url and name). */
export async function uploadFileAs(
  app: TestApp,
  user: TestUser,
  content: Buffer,
  fileName: string,
): Promise<{ url: string; filename: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await response.json()) as { url: string; filename: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A saved project search made through the API by `user`. Returns the SavedSearch. */
export async function makeSavedSearch(
  app: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  const response = await api(app.url, 'POST', '/user/search', {
    token: user.token,
    body: { title: 'Roofing near me', filters: {}, schedule: 'daily', ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A job published through the API by `owner`. Returns the Job. */
export async function makeJob(
  app: TestApp,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/job', {
    token: owner.token,
    body: {
      title: `Site superintendent ${counter}`,
      description: '<p>Run the site day to day.</p>',
      category: 'commercial',
      employmentType: 'full_time',
      workplace: 'onsite',
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A directory listing by `owner` (a business account) through the API; returns its body. */
export async function makeListing(
  app: TestApp,
  owner: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<any> {
  const response = await api(app.url, 'POST', '/user/listing', {
    token: owner.token,
    body: {
      title: 'Hill Country Electric',
      description: '<p>Licensed electricians for homes and shops.</p>',
      type: ['specialty_contractor'],
      location: { label: 'Austin, TX', zip: '78701' },
      ...overrides,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A pro level offered through the API by `owner` (free unless a price is given). */
export async function makeProLevel(
  app: TestApp,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  counter += 1;
  const response = await api(app.url, 'POST', '/user/profile/settings/pro/level', {
    token: owner.token,
    body: { title: `Level ${counter}`, price: 0, currency: 'USD', period: 'month', ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
