// Mail through the job queue: send() stores a `mail.send` job and returns, so a request takes the
// same time whether or not a mail goes out and however slow SMTP is; a worker delivers it through
// the real transport (SMTP or the outbox), retrying with backoff while the transport fails.
//
// The message, one-time links included, is the job's payload. The queue is declared with
// deleteWhenDone (platform/jobs/queues.ts), so its row is deleted once the mail is delivered or
// has failed for good, instead of being kept by pg-boss for days.
import type { Jobs } from '../jobs/jobs';
import type { Mailer, MailMessage } from './mailer';

/** A Mailer whose send() only enqueues. Delivery is startMailWorker()'s. */
export function queuedMailer(jobs: Jobs): Mailer {
  return {
    async send(message: MailMessage) {
      // Only the fields of a MailMessage: nothing else a caller passed ends up in the table.
      const { to, subject, text, html } = message;
      await jobs.send('mail.send', { to, subject, text, html });
    },
    // The transport belongs to whoever created it (main.ts closes it after the jobs stop).
    close() {},
  };
}

export interface MailWorkerOptions {
  /** Mails this process delivers at once. Default 2. */
  concurrency?: number;
}

/** Delivers queued mail through the transport in this process, until jobs.stop(). */
export async function startMailWorker(
  jobs: Jobs,
  transport: Mailer,
  options: MailWorkerOptions = {},
): Promise<void> {
  await jobs.work('mail.send', (message) => transport.send(message), {
    concurrency: options.concurrency ?? 2,
  });
}
