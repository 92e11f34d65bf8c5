import { operation } from '../../../platform/http/operation';
import { presentOwnProfile } from '../present';

export const getOwnProfile = operation('getOwnProfile', 'signed-in', async ({ caller }) =>
  presentOwnProfile(caller.user),
);
