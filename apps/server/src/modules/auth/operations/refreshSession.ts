import { bearerToken } from '../../../platform/auth/request-auth';
import { operation } from '../../../platform/http/operation';
import { presentSession } from '../present';

export const refreshSession = operation(
  'refreshSession',
  'signed-in',
  async ({ caller, request }) =>
    presentSession(bearerToken(request.headers.authorization) ?? '', caller.user),
);
