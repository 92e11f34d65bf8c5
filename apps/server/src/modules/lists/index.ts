// The user lists area (issue 10): a person's private, ordered lists of people (create, rename,
// delete, order), their members (add, remove) and each list's feed through the read pipeline.
import type { Operation } from '../../platform/http/operation';
import { addUserListMember } from './operations/addUserListMember';
import { createUserList } from './operations/createUserList';
import { deleteUserList } from './operations/deleteUserList';
import { getUserList } from './operations/getUserList';
import { listUserListPosts } from './operations/listUserListPosts';
import { listUserLists } from './operations/listUserLists';
import { removeUserListMember } from './operations/removeUserListMember';
import { renameUserList } from './operations/renameUserList';
import { reorderUserLists } from './operations/reorderUserLists';

export const listsOperations: Operation[] = [
  listUserLists,
  createUserList,
  getUserList,
  renameUserList,
  deleteUserList,
  addUserListMember,
  removeUserListMember,
  reorderUserLists,
  listUserListPosts,
];
