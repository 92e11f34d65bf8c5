// Who may do what with posts.
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { PostRow } from '../../platform/db/tables';
import { activeGroupRole } from '../../platform/db/relations';
import {
  isPureRepostRow,
  readPostWithRow,
  viewerOf,
  type ReadPlace,
} from '../../platform/feed/index';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { channelOf } from './repo/posts';
import { canModerateGroup, isStaffRole, reportPostSchema, type ReportType } from '@trestle/core';
import type { components } from '@trestle/openapi/types';

export const POST_NOT_FOUND = 'This post does not exist or is not visible to you.';
export const NOT_YOUR_POST = 'Only the author can do this.';
export const REPLIES_CLOSED = 'The author does not accept replies from you on this post.';
export const PREMIUM_NOT_REPOSTABLE = 'Premium posts cannot be reposted.';
export const GROUP_NOT_FOUND = 'This group does not exist.';
export const NOT_GROUP_MEMBER = 'Only members of the group can post in it.';
export const CHANNEL_NOT_FOUND = 'This channel does not exist.';
export const NOT_CHANNEL_OWNER = 'Only the owner of the channel can post in it.';
export const GROUP_OR_CHANNEL = 'A post goes into a group or a channel, not both.';

/** Posting in a group needs active membership (a request waiting or a block is not enough). */
export async function assertMayPostInGroup(
  ctx: AppContext,
  caller: Caller,
  groupId: string,
): Promise<void> {
  const group = await ctx.db
    .selectFrom('groups')
    .select('id')
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw notFound(GROUP_NOT_FOUND);
  if (!(await activeGroupRole(ctx.db, groupId, caller.user.id))) throw forbidden(NOT_GROUP_MEMBER);
}

/** Only a channel's owner posts into it (a channel is one person's publication). */
export async function assertMayPostInChannel(
  ctx: AppContext,
  caller: Caller,
  channelId: string,
): Promise<void> {
  const channel = await channelOf(ctx.db, channelId);
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  if (channel.owner_id !== caller.user.id) throw forbidden(NOT_CHANNEL_OWNER);
}

export const OWN_POST = 'You cannot report your own post.';

type Post = components['schemas']['Post'];

/**
 * The post when the caller may see it (the read pipeline's rules decide), as its row and as the
 * caller sees it; else 404: a post someone may not see does not exist for them.
 */
export async function visiblePost(
  ctx: AppContext,
  caller: Caller | null,
  id: string,
  place: ReadPlace = 'post',
): Promise<{ row: PostRow; post: Post }> {
  const found = await readPostWithRow(ctx.db, viewerOf(caller?.user), id, place);
  if (!found) throw notFound(POST_NOT_FOUND);
  return found;
}

export function assertAuthor(caller: Caller, post: PostRow): void {
  if (post.author_id !== caller.user.id) throw forbidden(NOT_YOUR_POST);
}

/**
 * Who may delete a post: its author, and staff (moderators and admins) moderating. Group and
 * channel owners and moderators join with their areas.
 */
export async function assertMayDelete(
  ctx: AppContext,
  caller: Caller,
  post: PostRow,
): Promise<void> {
  if (post.author_id === caller.user.id || isStaffRole(caller.user.role_key)) return;
  // A group's owner and moderators may delete posts made in the group.
  if (post.group_id) {
    const role = await activeGroupRole(ctx.db, post.group_id, caller.user.id);
    if (canModerateGroup(role)) return;
  }
  throw forbidden(NOT_YOUR_POST);
}

/** Premium posts are for subscribers: reposting would hand them to everyone else. */
export function assertRepostable(post: PostRow): void {
  if (post.premium) throw forbidden(PREMIUM_NOT_REPOSTABLE);
}

/** A report as core's rule reads it (the dialog's rule): "other" needs words; 400 on the field. */
export function checkedReport(body: { type: ReportType; text?: string | undefined }) {
  const parsed = reportPostSchema.safeParse({ type: body.type, text: body.text ?? '' });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest(issue.message, { [String(issue.path[0] ?? 'text')]: issue.message });
}

/** Reports are for other people's posts. */
export function assertMayReport(caller: Caller, post: PostRow): void {
  if (post.author_id === caller.user.id) throw badRequest(OWN_POST);
}

/** The author's reply policy, as the read pipeline computed it for this caller. */
export function assertMayReply(post: Post): void {
  if (!post.can_reply) throw forbidden(REPLIES_CLOSED);
}

/**
 * What an interaction (react, repost, bookmark, vote) acts on: the post itself, or the original
 * when it is a pure repost, which has nothing of its own to react to (Mastodon and X do the
 * same). Both must be visible to the caller, else 404.
 */
export async function interactionTarget(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<Awaited<ReturnType<typeof visiblePost>>> {
  const seen = await visiblePost(ctx, caller, id);
  return isPureRepostRow(seen.row) ? visiblePost(ctx, caller, seen.row.repost_of_id!) : seen;
}
