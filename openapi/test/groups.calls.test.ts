import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Groups", with abbreviated calls written out as paths.
const calls = [
  'GET /user/groups/count',
  'PUT /user/group/name',
  'POST /user/groups',
  'GET /user/groups/own',
  'GET /user/groups/newsfeed/{id}',
  'POST /user/groups/order',
  'GET /user/group/{id}',
  'POST /user/group/{id}',
  'GET /user/group/{id}/rules',
  'POST /user/group/{id}/rules',
  'GET /user/group/{id}/rule/{ruleId}',
  'POST /user/group/{id}/rule/{ruleId}',
  'DELETE /user/group/{id}/rule/{ruleId}',
  'POST /user/group/{id}/delete',
  'POST /user/group/{id}/transfer',
  'POST /user/group/{id}/join',
  'POST /user/group/{id}/cancel',
  'POST /user/group/{id}/member/{userId}/moderator',
  'POST /user/group/{id}/member/{userId}/member',
  'POST /user/group/{id}/member/{userId}/accept',
  'POST /user/group/{id}/member/{userId}/reject',
  'POST /user/group/{id}/member/{userId}/block',
  'GET /user/group/{id}/members',
  'GET /user/group/{id}/reports',
  'POST /user/group/{id}/report/{reportId}/keep',
  'POST /user/group/{id}/report/{reportId}/hide',
];

describe('groups calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
