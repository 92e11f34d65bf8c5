import { operation } from '../../../platform/http/operation';
import { requestDeletion } from '../deletion';

/** POST /user/profile/delete; DELETE /user/profile (deleteOwnProfile) is the same. */
export const deleteAccount = operation(
  'deleteAccount',
  'signed-in',
  async ({ body, caller }, ctx) => {
    await requestDeletion(ctx, caller, body.password);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'], bodyLimit: 8 * 1024 },
);

export const deleteOwnProfile = operation(
  'deleteOwnProfile',
  'signed-in',
  async ({ body, caller }, ctx) => {
    await requestDeletion(ctx, caller, body.password);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'], bodyLimit: 8 * 1024 },
);
