import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { findArchive } from '../repo';

export const ARCHIVE_NOT_FOUND = 'This archive does not exist or has expired.';

/** The owner's ready, unexpired archive only; anyone else's answers 404. */
export const downloadArchive = operation(
  'downloadArchive',
  'signed-in',
  async ({ query, caller, reply }, ctx) => {
    const row = await findArchive(ctx.db, caller.user.id);
    if (
      !row ||
      row.state !== 'ready' ||
      row.filename !== query.filename ||
      !row.expires_at ||
      new Date(row.expires_at) <= new Date()
    ) {
      throw notFound(ARCHIVE_NOT_FOUND);
    }
    const stored = await ctx.storage.stat(row.filename);
    if (!stored) throw notFound(ARCHIVE_NOT_FOUND);
    reply.headers({
      'content-type': 'application/zip',
      'content-length': String(stored.size),
      'content-disposition': `attachment; filename="trestle-${caller.user.username}.zip"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    return reply.send(ctx.storage.read(row.filename));
  },
);
