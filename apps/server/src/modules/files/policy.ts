// How much one person may upload at once: the smaller of their level's limit and the server's.
import type { Config } from '../../config';
import { entitlementsOf } from '../../platform/auth/entitlements';
import type { UserRow } from '../../platform/db/tables';

export function uploadLimitBytes(user: UserRow, config: Config): number {
  return Math.min(entitlementsOf(user).limits.uploadMegabytes * 1048576, config.maxUploadBytes);
}
