import { conflict, HttpError } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { ARCHIVE_EVERY_MS } from '../archive';
import { presentArchive } from '../present';
import { findArchive } from '../repo';

export const ARCHIVE_PENDING = 'Your archive is being prepared; we will mail you when it is ready.';

/** One a day (a failed one may be asked again at once); the previous ready one is replaced. */
export const requestArchive = operation(
  'requestArchive',
  'signed-in',
  async ({ caller }, ctx) => {
    const userId = caller.user.id;
    const current = await findArchive(ctx.db, userId);
    if (current?.state === 'pending') throw conflict(ARCHIVE_PENDING);
    if (current && current.state !== 'failed') {
      const next = new Date(new Date(current.requested_at).getTime() + ARCHIVE_EVERY_MS);
      if (next > new Date()) {
        throw new HttpError(
          429,
          `You can ask for one archive a day. Please try again after ${next.toUTCString()}.`,
          undefined,
          { 'retry-after': String(Math.ceil((next.getTime() - Date.now()) / 1000)) },
        );
      }
    }
    const row = await ctx.db
      .insertInto('archives')
      .values({ user_id: userId, state: 'pending', progress: 0, requested_at: new Date() })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          state: 'pending',
          progress: 0,
          requested_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.jobs.send('account.archive', { userId });
    return presentArchive(row);
  },
  { status: 202 },
);
