// User list rows -> the contract's UserList and UserListDetail.
import type { components } from '@trestle/openapi/types';
import type { UserRow } from '../../platform/db/tables';
import { presentUserSummary } from '../../platform/feed/index';
import type { UserListWithCount } from './repo';

type UserList = components['schemas']['UserList'];
type UserListDetail = components['schemas']['UserListDetail'];

export function presentUserList(row: UserListWithCount): UserList {
  return {
    id: row.id,
    title: row.title,
    membersCount: row.members_count,
    order: row.position,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function presentUserListDetail(row: UserListWithCount, members: UserRow[]): UserListDetail {
  return { ...presentUserList(row), items: members.map((user) => presentUserSummary(user)) };
}
