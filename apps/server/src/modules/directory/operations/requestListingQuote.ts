import { boardItemFor, boardViewerOf } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { assertMayRequestQuote } from '../policy';
import { presentQuote } from '../present';
import { sendQuoteRequest } from '../send-quote';

/** Asks a listing's owner for a quote (see `sendQuoteRequest`); answers the request. */
export const requestListingQuote = operation(
  'requestListingQuote',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const listing = await boardItemFor(
      ctx.db,
      boardViewerOf(caller.user),
      'listing',
      body.listingId,
    );
    assertMayRequestQuote(caller, listing);
    const id = await sendQuoteRequest(ctx, caller, listing, body);
    return presentQuote(ctx.db, id, caller.user.id);
  },
  { rateLimit: ['messaging'], status: 201 },
);
