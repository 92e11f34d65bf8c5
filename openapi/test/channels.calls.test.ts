import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Channels", with abbreviated calls written out as paths.
const calls = [
  'GET /user/channels/own',
  'GET /user/channels/count',
  'PUT /user/channel/name',
  'POST /user/channel',
  'GET /user/channel/{id}',
  'POST /user/channel/{id}',
  'POST /user/channel/{id}/follow',
  'POST /user/channel/{id}/unfollow',
  'POST /user/channel/{id}/delete',
  'POST /user/channels/order',
  'GET /user/channel/{id}/followers',
  'POST /user/channel/{id}/pin',
  'GET /user/channels/newsfeed',
];

describe('channels calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
