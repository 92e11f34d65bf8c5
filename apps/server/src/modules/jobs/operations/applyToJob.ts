import {
  boardItemFor,
  boardViewerOf,
  hasApplied,
  upsertApplication,
} from '../../../platform/board/index';
import { checkedDocuments } from '../../../platform/documents/attach';
import { operation } from '../../../platform/http/operation';
import { assertMayApply, checkedMessage } from '../policy';

/**
 * An application: a message and a résumé (files the applicant uploaded through POST /files),
 * once per person, while the job is opened. The employer is told (grouped per job).
 */
export const applyToJob = operation(
  'applyToJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const job = await boardItemFor(ctx.db, boardViewerOf(caller.user), 'job', params.id);
    assertMayApply(caller, job, await hasApplied(ctx.db, job.id, caller.user.id));
    const message = checkedMessage(body.message);
    const documents = await checkedDocuments(
      ctx,
      caller.user.id,
      body.documents ?? [],
      'documents',
    );
    await upsertApplication(ctx.db, job.id, caller.user.id, {
      message,
      documents: JSON.stringify(documents.map(({ url, name }) => ({ url, name }))),
    });
    await ctx.jobs.send('notifications.create', {
      kind: 'job-application',
      jobId: job.id,
      applicantId: caller.user.id,
    });
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
