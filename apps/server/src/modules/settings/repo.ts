// Queries behind settings.
import type { Db } from '../../platform/db/database';
import type { DmSetting, UserRow } from '../../platform/db/tables';

export interface SettingsChanges {
  muteWords?: string[] | undefined;
  muteCategories?: string[] | undefined;
  dm?: DmSetting | undefined;
}

export function updateSettings(db: Db, userId: string, changes: SettingsChanges): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      ...(changes.muteWords ? { mute_words: JSON.stringify(changes.muteWords) } : {}),
      ...(changes.muteCategories
        ? { mute_categories: JSON.stringify(changes.muteCategories) }
        : {}),
      ...(changes.dm ? { dm_setting: changes.dm } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
