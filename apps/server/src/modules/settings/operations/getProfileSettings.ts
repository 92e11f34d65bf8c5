import { operation } from '../../../platform/http/operation';
import { presentSettings } from '../present';

export const getProfileSettings = operation('getProfileSettings', 'signed-in', async ({ caller }) =>
  presentSettings(caller.user),
);
