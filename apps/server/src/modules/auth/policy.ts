// Who may do what in auth, on core's rules.
import { checkNewPassword } from '@trestle/core';
import type { UserRow } from '../../platform/db/tables';
import { badRequest, forbidden } from '../../platform/http/errors';
import { NOT_VERIFIED } from './messages';

/** A person signs in only once their address is confirmed. */
export function assertMaySignIn(user: UserRow): void {
  if (!user.email_verified_at) throw forbidden(NOT_VERIFIED);
}

/** The password rule of the forms (core), applied to the normalised password. */
export function assertAcceptablePassword(
  password: string,
  person: { username: string; email: string },
): void {
  const problem = checkNewPassword(password, person);
  if (problem) throw badRequest(problem, { password: problem });
}
