import { interactionTarget } from '../policy';
import { OWN_POLL_VOTE_MESSAGE } from '@trestle/core';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { insertVote, pollTally } from '../repo/engagement';

export const NO_POLL = 'This post has no poll.';
export const NO_SUCH_CHOICE = 'This poll has no such choice.';
export const POLL_CLOSED = 'This poll has closed.';
export const ALREADY_VOTED = 'You have already voted in this poll.';

export const voteInPoll = operation('voteInPoll', 'signed-in', async ({ params, caller }, ctx) => {
  const { row, post } = await interactionTarget(ctx, caller, params.postId);
  // The poll as the caller sees it: a locked premium post withholds its poll.
  if (!post.poll || !row.poll) throw badRequest(NO_POLL);
  const choices = row.poll.choices.length;
  if (params.choiceIndex >= choices) {
    throw badRequest(NO_SUCH_CHOICE, { choiceIndex: NO_SUCH_CHOICE });
  }
  // The author sees the results from the start and cannot tip their own poll (docs/decisions.md).
  if (row.author_id === caller.user.id) throw forbidden(OWN_POLL_VOTE_MESSAGE);
  if (post.poll.closed) throw conflict(POLL_CLOSED);
  if (!(await insertVote(ctx.db, row.id, caller.user.id, params.choiceIndex))) {
    throw conflict(ALREADY_VOTED);
  }
  return pollTally(ctx.db, row.id, caller.user.id, choices);
});
