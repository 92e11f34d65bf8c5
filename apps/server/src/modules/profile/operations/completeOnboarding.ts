import { operation } from '../../../platform/http/operation';
import { presentOwnProfile } from '../present';
import { markOnboarded } from '../repo';

export const completeOnboarding = operation(
  'completeOnboarding',
  'signed-in',
  async ({ caller }, ctx) => presentOwnProfile(await markOnboarded(ctx.db, caller.user.id)),
);
