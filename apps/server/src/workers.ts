// The job workers of every area, started with the app. A new queue's worker is added here.
import { mailLinkForLogin } from './modules/auth/index';
import { createNotifications } from './modules/notifications/index';
import { startPaymentWorkers } from './modules/payments/index';
import { announcePost, backfillFollow, fanOutPost } from './modules/posts/index';
import { startRssWorkers } from './modules/rss/index';
import { startSavedSearchWorkers } from './modules/saved-searches/index';
import { startAccountWorkers } from './modules/settings/index';
import type { AppContext } from './platform/context';
import { extractDocument } from './platform/documents/extract';
import { processMedia } from './platform/media/process';
import type { Mailer } from './platform/mail/mailer';
import { startMailWorker } from './platform/mail/queued-mailer';

export async function startWorkers(ctx: AppContext, mailTransport: Mailer): Promise<void> {
  await startMailWorker(ctx.jobs, mailTransport);
  await ctx.jobs.work('auth.mail-link', (data) => mailLinkForLogin(ctx, data));
  await ctx.jobs.work('timeline.fanout', (data) => fanOutPost(ctx, data), { concurrency: 2 });
  await ctx.jobs.work('timeline.follow', (data) => backfillFollow(ctx.db, data));
  await ctx.jobs.work('posts.announce', (data) => announcePost(ctx, data));
  await ctx.jobs.work('notifications.create', (data) => createNotifications(ctx, data));
  await ctx.jobs.work('documents.extract', (data, job) => extractDocument(ctx, data, job));
  await ctx.jobs.work('media.process', (data, job) => processMedia(ctx, data, job));
  await startRssWorkers(ctx);
  await startSavedSearchWorkers(ctx);
  await startPaymentWorkers(ctx);
  await startAccountWorkers(ctx);
}
