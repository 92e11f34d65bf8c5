// The settings area (issue 22): preferences (muted words and categories, who may message,
// notifications, language), password, e-mail change with confirm and undo, sessions, hibernation,
// deletion and the data archive. Background: `account.delete`, `account.archive` and the daily
// clean-up (expired archives, usernames held long enough).
import type { AppContext } from '../../platform/context';
import type { Operation } from '../../platform/http/operation';
import { deleteExpiredArchives, failArchive, runArchive } from './archive';
import { releaseUsernames, runDeletion } from './deletion';
import { changeEmail } from './operations/changeEmail';
import { changePassword } from './operations/changePassword';
import { confirmEmailChange } from './operations/confirmEmailChange';
import { deleteAccount, deleteOwnProfile } from './operations/deleteAccount';
import { downloadArchive } from './operations/downloadArchive';
import { getArchiveStatus } from './operations/getArchiveStatus';
import { getProfileSettings } from './operations/getProfileSettings';
import { hibernateAccount } from './operations/hibernateAccount';
import { listSessions } from './operations/listSessions';
import { requestArchive } from './operations/requestArchive';
import { revokeOtherSessions } from './operations/revokeOtherSessions';
import { revokeSession } from './operations/revokeSession';
import { undoEmailChange } from './operations/undoEmailChange';
import { updateProfileSettings } from './operations/updateProfileSettings';

export const settingsOperations: Operation[] = [
  getProfileSettings,
  updateProfileSettings,
  changePassword,
  changeEmail,
  confirmEmailChange,
  undoEmailChange,
  listSessions,
  revokeSession,
  revokeOtherSessions,
  hibernateAccount,
  deleteAccount,
  deleteOwnProfile,
  getArchiveStatus,
  requestArchive,
  downloadArchive,
];

/** Daily at 03:17 UTC. */
const DAILY = '17 3 * * *';

export async function startAccountWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('account.delete', (data) => runDeletion(ctx, data));
  await ctx.jobs.work('account.archive', async (data, job) => {
    try {
      await runArchive(ctx, data.userId);
    } catch (error) {
      if (job.lastAttempt) await failArchive(ctx, data.userId);
      throw error;
    }
  });
  await ctx.jobs.work('account.daily', async () => {
    await deleteExpiredArchives(ctx);
    await releaseUsernames(ctx);
  });
  await ctx.jobs.schedule('account.daily', DAILY, {});
}
