import { operation } from '../../../platform/http/operation';
import { cleanMuteWords, mergePreferences } from '../policy';
import { presentSettings } from '../present';
import { updateSettings } from '../repo';

export const updateProfileSettings = operation(
  'updateProfileSettings',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const updated = await updateSettings(ctx.db, caller.user.id, {
      muteWords: body.mute?.words ? cleanMuteWords(body.mute.words) : undefined,
      muteCategories: body.mute?.categories,
      dm: body.dm,
      notifications: body.notifications
        ? mergePreferences(caller.user.notification_prefs, body.notifications)
        : undefined,
      language: body.language,
      accountType: body.accountType,
    });
    // Cached callers carry their muted words and categories (session-cache.ts).
    await ctx.sessions.forgetUsers([caller.user.id]);
    return presentSettings(updated);
  },
  { bodyLimit: 32 * 1024 },
);
