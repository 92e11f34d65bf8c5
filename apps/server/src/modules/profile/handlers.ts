// Profile operations built so far: the signed-in person's own profile.
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth/request-auth';
import type { Handlers } from '../../platform/openapi/register';
import { presentAuthUser } from '../auth/present';

export function profileHandlers(_ctx: AppContext): Handlers {
  return {
    getOwnProfile: async (request) => presentAuthUser(callerOf(request).user),
  };
}
