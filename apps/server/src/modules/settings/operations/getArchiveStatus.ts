import { operation } from '../../../platform/http/operation';
import { presentArchive } from '../present';
import { findArchive } from '../repo';

export const getArchiveStatus = operation(
  'getArchiveStatus',
  'signed-in',
  async ({ caller }, ctx) => presentArchive(await findArchive(ctx.db, caller.user.id)),
);
