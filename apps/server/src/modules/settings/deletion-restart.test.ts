// A deletion cut short by a crash is finished by the next server process: the job stays in the
// database (pg-boss) and every step is safe to run again.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { smtpMailer } from '../../platform/mail/mailer';
import { localDiskStorage } from '../../platform/storage/local-disk';
import { startTestApp } from '../../../test/support/app';
import { eventually } from '../../../test/support/eventually';
import { makeFollow, makePost, makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { join } from 'node:path';
import { deletionProbe } from './deletion';

const first = await startTestApp();
let second: Awaited<ReturnType<typeof buildApp>> | undefined;

afterAll(async () => {
  deletionProbe.afterStep = null;
  await second?.app.close();
  await first.close();
});

describe('deleting an account across a restart', () => {
  it('finishes the job in the next process after the first one stopped half-way', async () => {
    const leaver = await makeUser(first);
    const friend = await makeUser(first);
    await makeFollow(first, leaver, friend);
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push(await makePost(first, leaver));

    let crashed = false;
    deletionProbe.afterStep = (step) => {
      // The process "dies" once the posts are gone but before the follows are.
      if (step === 'posts' && !crashed) {
        crashed = true;
        throw new Error('the process stopped');
      }
    };
    const response = await api(first.url, 'POST', '/user/profile/delete', {
      token: leaver.token,
      body: { password: leaver.password },
    });
    expect(response.status).toBe(200);
    await eventually(() => crashed, { what: 'the first attempt stopped half-way' });
    await first.app.close();

    const db = first.database.db;
    const follows = await db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', '=', leaver.id)
      .execute();
    expect(follows).toHaveLength(1);

    // The next process on the same database and storage picks the job up again.
    second = await buildApp({
      config: first.context.config,
      database: first.database,
      mailTransport: smtpMailer(first.smtp.url, first.context.config.mailFrom),
      storage: localDiskStorage(join(first.dataDir, 'files')),
      log: pino({ level: 'silent' }),
    });
    await first.smtp.waitFor(leaver.email);
    expect(
      await db.selectFrom('follows').selectAll().where('follower_id', '=', leaver.id).execute(),
    ).toEqual([]);
    const rows = await db
      .selectFrom('posts')
      .select(['deleted_at', 'text'])
      .where('author_id', '=', leaver.id)
      .execute();
    expect(rows.every((r) => r.deleted_at !== null && r.text === '')).toBe(true);
    expect(
      (
        await db
          .selectFrom('users')
          .select('followers_count')
          .where('id', '=', friend.id)
          .executeTakeFirstOrThrow()
      ).followers_count,
    ).toBe(0);
  });
});
