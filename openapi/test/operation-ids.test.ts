// operationIds read as verbNoun camelCase (createPost, listFeedPosts, followUser): the verb first,
// from a fixed list, so generated clients and handler names read alike across the contract.
import { describe, expect, it } from 'vitest';
import { contract } from './contract';

/** Verbs an operationId may start with. Add one here only when none of these says it. */
const OPERATION_VERBS = [
  'get',
  'list',
  'count',
  'search',
  'explore',
  'check',
  'create',
  'update',
  'delete',
  'add',
  'remove',
  'set',
  'rename',
  'reorder',
  'toggle',
  'mark',
  'record',
  'follow',
  'unfollow',
  'mute',
  'unmute',
  'block',
  'unblock',
  'pin',
  'react',
  'reply',
  'report',
  'vote',
  'send',
  'request',
  'upload',
  'download',
  'translate',
  'detect',
  'change',
  'hibernate',
  'sign',
  'verify',
  'resend',
  'complete',
  'refresh',
  'join',
  'leave',
  'cancel',
  'transfer',
  'promote',
  'demote',
  'accept',
  'reject',
  'keep',
  'hide',
  'subscribe',
  'unsubscribe',
  // An e-mail change is confirmed, or undone from the old address; sessions are revoked.
  'confirm',
  'undo',
  'revoke',
  // A project owner's decisions on bids, and a message to a bidder.
  'shortlist',
  'award',
  'decline',
  'message',
  'activate',
  'ban',
  'buy',
  'pay',
  'apply',
  'moderate',
  'flag',
  // A payment given back (issue 21).
  'refund',
] as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const operations = Object.values(contract.paths).flatMap((item) =>
  METHODS.flatMap((method) => {
    const op = (item as Record<string, { operationId?: string } | undefined>)[method];
    return op ? [op] : [];
  }),
);
const operationIds = operations.flatMap((op) => (op.operationId ? [op.operationId] : []));
const verbFirst = new RegExp(`^(${OPERATION_VERBS.join('|')})[A-Z][A-Za-z0-9]*$`);

describe('operationIds', () => {
  it('exist on every operation', () => {
    expect(operationIds).toHaveLength(operations.length);
  });

  it.each(operationIds)('%s starts with an allowed verb and names what it acts on', (id) => {
    expect(id, `${id}: verbNoun camelCase, verb one of ${OPERATION_VERBS.join(', ')}`).toMatch(
      verbFirst,
    );
  });

  it('are unique', () => {
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });
});
