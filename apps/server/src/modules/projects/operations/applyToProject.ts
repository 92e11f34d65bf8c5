import { bidsThisMonth } from '../../../platform/auth/quota-usage';
import { boardItemFor, boardViewerOf, upsertApplication } from '../../../platform/board/index';
import { checkedDocuments, fileNameOf } from '../../../platform/documents/attach';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import {
  assertBidEditable,
  assertBidQuota,
  assertBiddable,
  assertMayBid,
  PROJECT_MESSAGES,
} from '../policy';
import { findBid } from '../repo';

/**
 * A bid, or an edit of one's bid: one per person per project, while the project is opened. A new
 * bid counts against the month's quota; bidding closes at the deadline (a read-time rule). The owner is told (grouped per project, once per bidder).
 */
export const applyToProject = operation(
  'applyToProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const project = await boardItemFor(ctx.db, boardViewerOf(caller.user), 'project', params.id);
    assertMayBid(caller);
    assertBiddable(caller, project);
    const message = body.message.trim();
    if (message === '') {
      throw badRequest(PROJECT_MESSAGES.bidMessage, { message: PROJECT_MESSAGES.bidMessage });
    }
    const existing = await findBid(ctx.db, project.id, caller.user.id);
    assertBidEditable(existing);
    if (!existing) assertBidQuota(caller, await bidsThisMonth(ctx.db, caller.user.id));
    // Files already on the bid stay attachable when it is edited.
    const kept = new Set(
      (existing?.documents ?? []).flatMap((d) => fileNameOf(d.url, ctx.config.publicUrl) ?? []),
    );
    const documents = await checkedDocuments(
      ctx,
      caller.user.id,
      body.documents ?? [],
      'documents',
      kept,
    );
    await upsertApplication(ctx.db, project.id, caller.user.id, {
      amount: body.amount,
      currency: body.currency ?? project.currency ?? 'USD',
      message,
      documents: JSON.stringify(documents.map(({ url, name }) => ({ url, name }))),
    });
    await ctx.jobs.send('notifications.create', {
      kind: 'project-bid',
      projectId: project.id,
      bidderId: caller.user.id,
    });
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
