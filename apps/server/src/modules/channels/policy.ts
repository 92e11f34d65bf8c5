// Who may do what with a channel. A channel is its owner's publication: only the owner edits it,
// posts into it, pins, and deletes it (with the account password). Anyone signed in reads it by
// its address, private or not; a person blocked either way with the owner finds no channel.
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { blockedEitherWay } from '../../platform/db/relations';
import type { ChannelRow } from '../../platform/db/tables';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { findChannel } from './repo';

export { WRONG_PASSWORD, assertPassword } from '../../platform/auth/confirm-password';

export const CHANNEL_NOT_FOUND = 'This channel does not exist.';
export const OWNER_ONLY = 'Only the owner of the channel can do this.';
export const NAME_TAKEN = 'This channel name is already taken.';
export const OWN_CHANNEL = 'You own this channel: its posts are yours already.';
export const POST_NOT_IN_CHANNEL = 'This post is not in the channel.';
export const NOT_YOUR_CHANNEL = 'One of these channels is not one of yours.';

/** The channel, or 404 when there is none or its owner and the caller blocked each other. */
export async function channelFor(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
): Promise<ChannelRow> {
  const channel = await findChannel(ctx.db, channelId);
  if (!channel || (await blockedEitherWay(ctx.db, caller.user.id, channel.owner_id))) {
    throw notFound(CHANNEL_NOT_FOUND);
  }
  return channel;
}

export const isOwner = (caller: Caller, channel: ChannelRow): boolean =>
  channel.owner_id === caller.user.id;

/** Editing, pinning and deleting are the owner's; staff have no powers here. */
export function assertOwner(caller: Caller, channel: ChannelRow): void {
  if (!isOwner(caller, channel)) throw forbidden(OWNER_ONLY);
}

/** The owner reads their channel's posts as their own: following it would mean nothing. */
export function assertNotOwner(caller: Caller, channel: ChannelRow): void {
  if (isOwner(caller, channel)) throw badRequest(OWN_CHANNEL);
}
