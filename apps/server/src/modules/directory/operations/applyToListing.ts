import { boardItemFor, hasApplied, boardViewerOf } from '../../../platform/board/index';
import { checkedDocuments } from '../../../platform/documents/attach';
import { operation } from '../../../platform/http/operation';
import { assertMayApply } from '../policy';
import { sendQuoteRequest } from '../send-quote';

/**
 * A business applying to a listing (a supplier or subcontractor offering its work to the listed
 * company): the projects-shaped call of spec section 7, for business accounts
 * (`can_apply_directory`). It reaches the owner the directory's one way, as a quote request with
 * its message and documents (a conversation, a notification, the received requests), once per
 * person: a second, or an earlier quote request, is a 409.
 */
export const applyToListing = operation(
  'applyToListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const listing = await boardItemFor(ctx.db, boardViewerOf(caller.user), 'listing', params.id);
    assertMayApply(caller, listing, await hasApplied(ctx.db, listing.id, caller.user.id));
    const documents = await checkedDocuments(
      ctx,
      caller.user.id,
      body.documents ?? [],
      'documents',
    );
    await sendQuoteRequest(ctx, caller, listing, {
      listingId: listing.id,
      message: body.message,
      files: documents.map((d) => d.fileName),
    });
    return { ok: true as const };
  },
  { rateLimit: ['messaging'] },
);
