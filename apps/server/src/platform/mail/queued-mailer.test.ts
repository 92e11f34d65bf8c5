// Queued mail: send() only stores a job; the mail worker delivers it to a real SMTP server,
// retries while the transport fails, and leaves no copy of the message (one-time links) behind.
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { startSmtp, type TestSmtp } from '../../../test/support/smtp';
import { startJobs, type Jobs } from '../jobs/jobs';
import { queues } from '../jobs/queues';
import { smtpMailer, type Mailer, type MailMessage } from './mailer';
import { queuedMailer, startMailWorker } from './queued-mailer';

let database: TestDatabase;
let smtp: TestSmtp;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  database = await freshDatabase();
  smtp = await startSmtp();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

/** Waits until check() holds: as long as it takes, up to a bound far above any normal run. */
async function eventually<T>(check: () => Promise<T> | T, ms = 90_000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function start(log = pino({ level: 'silent' })): Promise<Jobs> {
  const jobs = await startJobs({
    pool: database.pool,
    driver: database.driver,
    log,
    pollingIntervalMs: 100,
    // The app's queues, with retries a second apart instead of several.
    queues: { ...queues, 'mail.send': { ...queues['mail.send'], retryDelaySeconds: 1 } },
  });
  cleanups.push(() => jobs.stop());
  return jobs;
}

const mailRows = async () =>
  (
    await database.pool.query<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = 'mail.send'",
    )
  ).rows[0]!.count;

function message(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your address',
    text: `Open ${link} to confirm.`,
    html: `<p><a href="${link}">Confirm</a></p>`,
  };
}

describe('queued mailer', () => {
  it('delivers a queued mail to the SMTP server, then keeps no copy of it in the jobs table', async () => {
    const jobs = await start();
    const transport = smtpMailer(smtp.url, 'Trestle <no-reply@trestle.test>');
    cleanups.push(() => transport.close());
    await startMailWorker(jobs, transport);

    const link = 'https://trestle.test/verify?token=secret-one';
    await queuedMailer(jobs).send(message('ada@example.test', link));

    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes('ada@example.test')));
    expect(mail.links).toContain(link);
    expect(mail.raw).toContain('Subject: Confirm your address');
    await eventually(async () => (await mailRows()) === 0);
    const { rows } = await database.pool.query(
      "select 1 from pgboss.archive where data::text like '%secret-one%'",
    );
    expect(rows).toEqual([]);
  });

  it('send() resolves once the mail is queued, without waiting for the transport', async () => {
    const jobs = await start();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const delivered: string[] = [];
    const slow: Mailer = {
      async send(m) {
        await gate;
        delivered.push(m.to);
      },
      close() {},
    };
    await startMailWorker(jobs, slow);

    await queuedMailer(jobs).send(message('slow@example.test', 'https://trestle.test/x'));
    expect(delivered).toEqual([]);
    expect(await mailRows()).toBe(1);

    release();
    await eventually(() => delivered.length === 1);
    expect(delivered).toEqual(['slow@example.test']);
  });

  it('retries a mail while the transport fails, logging each failure, until it goes out', async () => {
    const entries: Array<Record<string, unknown>> = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => entries.push(JSON.parse(line)) },
    );
    const jobs = await start(log);
    const transport = smtpMailer(smtp.url, 'Trestle <no-reply@trestle.test>');
    cleanups.push(() => transport.close());
    let calls = 0;
    const flaky: Mailer = {
      async send(m) {
        calls++;
        if (calls <= 2) throw new Error('SMTP server unavailable');
        await transport.send(m);
      },
      close() {},
    };
    await startMailWorker(jobs, flaky);

    await queuedMailer(jobs).send(message('bob@example.test', 'https://trestle.test/reset?t=2'));

    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes('bob@example.test')));
    expect(mail.links).toContain('https://trestle.test/reset?t=2');
    expect(calls).toBe(3);
    const failures = entries.filter((e) => e.queue === 'mail.send');
    expect(failures.map((e) => [e.msg, e.attempt])).toEqual([
      ['background job failed; will retry', 1],
      ['background job failed; will retry', 2],
    ]);
    // The log names the job, not the message: no link or address in it.
    expect(JSON.stringify(failures)).not.toContain('reset?t=2');
    await eventually(async () => (await mailRows()) === 0);
  }, 120_000);
});
