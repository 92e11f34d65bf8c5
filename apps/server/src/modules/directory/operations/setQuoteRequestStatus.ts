import { operation } from '../../../platform/http/operation';
import { assertQuoteOwner } from '../policy';
import { presentQuote } from '../present';
import { findQuote, setQuoteStatus } from '../repo';

/** The listing's owner marks a request answered (answered elsewhere) or closes it. */
export const setQuoteRequestStatus = operation(
  'setQuoteRequestStatus',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const quote = await findQuote(ctx.db, params.id.toLowerCase());
    assertQuoteOwner(caller, quote);
    await setQuoteStatus(ctx.db, quote!.id, body.status);
    return presentQuote(ctx.db, quote!.id, caller.user.id);
  },
);
