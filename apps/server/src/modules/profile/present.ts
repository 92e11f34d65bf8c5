// The signed-in person's own profile. It has the AuthUser shape (spec section 3), built by the
// one presenter of that shape, so the two can never drift.
import type { UserRow } from '../../platform/db/tables';
import { presentAuthUser } from '../auth/present';

export function presentOwnProfile(user: UserRow) {
  return presentAuthUser(user);
}
