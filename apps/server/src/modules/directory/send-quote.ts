// Sending a quote request, the directory's way to reach a listing's owner: stored as the board
// application, sent as the first message of the two people's conversation, announced to the owner.
import type { components } from '@trestle/openapi/types';
import { upsertApplication } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/auth/request-auth';
import type { BoardItemRow } from '../../platform/db/tables';
import { assertOwnUploads } from '../../platform/storage/attached-files';
import { deliverMessage } from '../messages/deliver';
import type { QuoteDetails } from './present';
import { quoteMessageText } from './quote';
import { openQuote, usersByIds } from './repo';

type QuoteRequestInput = components['schemas']['QuoteRequestInput'];

/**
 * One request per person per listing: asking again replaces the request and starts it again as
 * new. The owner's direct-message setting does not stop it: a listing invites requests. Answers
 * the request's id.
 */
export async function sendQuoteRequest(
  ctx: AppContext,
  caller: Caller,
  listing: BoardItemRow,
  input: QuoteRequestInput,
): Promise<string> {
  const names = [...new Set(input.files ?? [])];
  await assertOwnUploads(ctx.db, caller.user.id, { names, kind: 'document', field: 'files' });
  const email = input.email?.toLowerCase() ?? caller.user.email;
  const details: QuoteDetails = {
    email,
    phone: input.phone?.trim() || null,
    zip: input.zip?.trim() || null,
    startDate: input.startDate ?? null,
    category: input.category ?? null,
  };
  const { id, created } = await upsertApplication(ctx.db, listing.id, caller.user.id, {
    message: input.message.trim(),
    amount: input.budget ?? null,
    currency: input.budget !== undefined ? (input.currency ?? 'USD') : null,
    documents: JSON.stringify(names.map((name) => ({ url: `/api/files/${name}`, name }))),
    details: JSON.stringify(details),
  });
  const [owner] = await usersByIds(ctx.db, [listing.owner_id]);
  if (!owner) throw new Error('a listing without its owner');
  const message = await deliverMessage(ctx, caller, owner, {
    type: 'text',
    text: quoteMessageText(listing.title, input, email),
    media: names,
  });
  await openQuote(ctx.db, id, message.id, !created);
  await ctx.jobs.send('notifications.create', {
    kind: 'listing-quote',
    listingId: listing.id,
    requesterId: caller.user.id,
  });
  return id;
}
