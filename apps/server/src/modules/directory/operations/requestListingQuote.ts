import { boardItemFor, upsertApplication } from '../../../platform/board/index';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { deliverMessage } from '../../messages/deliver';
import { assertMayRequestQuote, viewerOf } from '../policy';
import { presentQuote, type QuoteDetails } from '../present';
import { quoteMessageText } from '../quote';
import { openQuote, ownFiles, usersByIds } from '../repo';

export const UNKNOWN_FILE = 'Attach files you uploaded first with POST /files.';

/**
 * Asks a listing's owner for a quote: stored as the board application (one per person per
 * listing; asking again replaces the request and starts it again as new), sent as the first
 * message of the two people's conversation, and announced to the owner as a notification. The
 * owner's direct-message setting does not stop it: a listing invites requests.
 */
export const requestListingQuote = operation(
  'requestListingQuote',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const listing = await boardItemFor(
      ctx.db,
      viewerOf(caller),
      'listing',
      body.listingId.toLowerCase(),
    );
    assertMayRequestQuote(caller, listing);
    const names = [...new Set(body.files ?? [])];
    if ((await ownFiles(ctx.db, caller.user.id, names)).length !== names.length) {
      throw badRequest(UNKNOWN_FILE, { files: UNKNOWN_FILE });
    }
    const email = body.email?.toLowerCase() ?? caller.user.email;
    const details: QuoteDetails = {
      email,
      phone: body.phone?.trim() || null,
      zip: body.zip?.trim() || null,
      startDate: body.startDate ?? null,
      category: body.category ?? null,
    };
    const { id, created } = await upsertApplication(ctx.db, listing.id, caller.user.id, {
      message: body.message.trim(),
      amount: body.budget ?? null,
      currency: body.budget !== undefined ? (body.currency ?? 'USD') : null,
      documents: JSON.stringify(names.map((name) => ({ url: `/api/files/${name}`, name }))),
      details: JSON.stringify(details),
    });
    const [owner] = await usersByIds(ctx.db, [listing.owner_id]);
    if (!owner) throw new Error('a listing without its owner');
    const message = await deliverMessage(ctx, caller, owner, {
      type: 'text',
      text: quoteMessageText(listing.title, body, email),
      media: names,
    });
    await openQuote(ctx.db, id, message.id, !created);
    await ctx.jobs.send('notifications.create', {
      kind: 'listing-quote',
      listingId: listing.id,
      requesterId: caller.user.id,
    });
    return presentQuote(ctx.db, id, caller.user.id);
  },
  { rateLimit: ['messaging'], status: 201 },
);
