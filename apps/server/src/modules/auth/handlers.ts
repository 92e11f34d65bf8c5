// Auth operations of the contract, delegating to the auth service.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Handlers } from '../../platform/openapi/register';
import { bearerToken, callerOf } from '../../platform/auth/request-auth';
import { authService, type SignUpInput } from './service';

const agent = (request: FastifyRequest) => request.headers['user-agent'];

export function authHandlers(ctx: AppContext): Handlers {
  const auth = authService(ctx);
  return {
    signUp: async (request, reply) => {
      const result = await auth.signUp(request.body as SignUpInput);
      return reply.status(201).send(result);
    },
    signIn: async (request) => {
      const { login, password } = request.body as { login: string; password: string };
      return auth.signIn(login, password, agent(request));
    },
    verifyEmail: async (request) => {
      const { token } = request.body as { token: string };
      return auth.verify(token, agent(request));
    },
    resendVerification: async (request) => {
      const { login } = request.body as { login: string };
      return auth.resendVerification(login);
    },
    requestPasswordReset: async (request) => {
      const { login } = request.body as { login: string };
      return auth.requestReset(login);
    },
    completePasswordReset: async (request) => {
      const { token, password } = request.body as { token: string; password: string };
      return auth.completeReset(token, password);
    },
    signOut: async (request) => auth.signOut(callerOf(request)),
    refreshSession: async (request) =>
      auth.refresh(callerOf(request), bearerToken(request.headers.authorization) ?? ''),
  };
}

/** Operations whose attempts are rate limited per address (spec: sign-in, sign-up, reset). */
export const AUTH_RATE_LIMITED = new Set([
  'signIn',
  'signUp',
  'verifyEmail',
  'resendVerification',
  'requestPasswordReset',
  'completePasswordReset',
]);
