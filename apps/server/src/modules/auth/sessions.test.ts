import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { userAgentLabel } from './sessions';

const withAgent = (agent: string | undefined) =>
  ({ headers: agent === undefined ? {} : { 'user-agent': agent } }) as FastifyRequest;

describe('the session label from the User-Agent', () => {
  it('drops NUL and other control characters, which PostgreSQL text cannot always hold', () => {
    expect(userAgentLabel(withAgent('Agent\u0000With\u0001Controls\u007f'))).toBe(
      'AgentWithControls',
    );
  });

  it('is bounded to 300 characters and absent when there is nothing printable', () => {
    expect(userAgentLabel(withAgent('x'.repeat(1000)))?.length).toBe(300);
    expect(userAgentLabel(withAgent('\u0000\u0001'))).toBeNull();
    expect(userAgentLabel(withAgent(undefined))).toBeNull();
  });
});
