// A person's settings as the contract's ProfileSettings.
import type { components } from '@trestle/openapi/types';
import type { UserRow } from '../../platform/db/tables';

type ProfileSettings = components['schemas']['ProfileSettings'];

export function presentSettings(user: UserRow): ProfileSettings {
  return {
    email: user.email,
    // Changing the address comes with the account issue; nothing waits for confirmation yet.
    pendingEmail: null,
    mute: {
      words: user.mute_words,
      categories: user.mute_categories as ProfileSettings['mute']['categories'],
    },
    dm: user.dm_setting,
  };
}
