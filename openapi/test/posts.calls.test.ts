import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Posts, plus the visitor feed, whose path the spec does not show (we chose GET /newsfeed/public).
const calls = [
  'POST /user/post',
  'PUT /user/post/{id}',
  'POST /user/post/{id}/reply',
  'GET /user/post/{postId}/tree',
  'GET /user/newsfeed/check/{postId}',
  'GET /user/newsfeed',
  'GET /user/groups/newsfeed',
  'POST /user/post/{id}/like',
  'POST /user/post/{id}/impression',
  'POST /user/post/{id}/mute',
  'DELETE /user/post/{id}',
  'GET /user/post/{id}',
  'GET /user/bookmark/newsfeed',
  'POST /user/bookmark/add/{id}',
  'POST /user/bookmark/remove/{id}',
  'POST /user/post/{id}/repost',
  'POST /user/post/{id}/pin',
  'POST /user/post/{postId}/poll/{choiceIndex}',
  'POST /user/post/{id}/report',
  'POST /user/{id}/mute',
  'POST /user/{id}/unmute',
  'POST /user/{id}/block',
  'POST /user/{id}/unblock',
  'GET /user/mutes',
  'GET /user/blocks',
  'GET /user/post/{id}/history',
  'GET /user/post/{id}/replies',
  'GET /newsfeed/public',
];

describe('posts calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
