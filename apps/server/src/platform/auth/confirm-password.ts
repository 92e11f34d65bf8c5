// A destructive act (deleting a group or a channel, handing a group over) is confirmed with the
// caller's account password. One check for every area; the routes that use it carry the
// per-person `passwordCheck` rate limit so it cannot be used to guess a password.
import { forbidden } from '../http/errors';
import { verifyPassword } from './passwords';
import type { Caller } from './request-auth';

export const WRONG_PASSWORD = 'The password is not correct.';

export async function assertPassword(caller: Caller, password: string): Promise<void> {
  if (!(await verifyPassword(caller.user.password_hash, password))) throw forbidden(WRONG_PASSWORD);
}
