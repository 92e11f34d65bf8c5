// Who reads the board: a signed-in person, and whether they are staff (moderators and admins
// see items in review and flagged ones, in every list and by address).
import { isStaffRole } from '@trestle/core';
import type { UserRow } from '../db/tables';

export interface BoardViewer {
  id: string;
  staff: boolean;
}

export const boardViewerOf = (user: Pick<UserRow, 'id' | 'role_key'>): BoardViewer => ({
  id: user.id,
  staff: isStaffRole(user.role_key),
});
