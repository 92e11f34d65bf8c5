// General operations built so far: the roles.
import { ROLES } from '@trestle/core';
import type { Handlers } from '../../platform/openapi/register';

export function generalHandlers(): Handlers {
  return {
    listRoles: async () => ({ items: ROLES }),
  };
}
