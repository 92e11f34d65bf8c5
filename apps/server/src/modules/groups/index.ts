// The groups area (issue 10): groups (name check, create, read, edit, delete with the password,
// hand over), joining (open at once, closed and private on request), members and their roles,
// blocks, the caller's groups and their order, explore, and group posts through the read pipeline.
import type { Operation } from '../../platform/http/operation';
import { acceptGroupMember } from './operations/acceptGroupMember';
import { blockGroupMember } from './operations/blockGroupMember';
import { checkGroupName } from './operations/checkGroupName';
import { countOwnGroups } from './operations/countOwnGroups';
import { createGroup } from './operations/createGroup';
import { deleteGroup } from './operations/deleteGroup';
import { demoteGroupMember } from './operations/demoteGroupMember';
import { exploreGroups } from './operations/exploreGroups';
import { getGroup } from './operations/getGroup';
import { joinGroup } from './operations/joinGroup';
import { leaveGroup } from './operations/leaveGroup';
import { listGroupMembers } from './operations/listGroupMembers';
import { listGroupPosts } from './operations/listGroupPosts';
import { listGroupsFeedPosts } from './operations/listGroupsFeedPosts';
import { listOwnGroups } from './operations/listOwnGroups';
import { promoteGroupMember } from './operations/promoteGroupMember';
import { rejectGroupMember } from './operations/rejectGroupMember';
import { reorderGroups } from './operations/reorderGroups';
import { transferGroup } from './operations/transferGroup';
import { updateGroup } from './operations/updateGroup';

export const groupsOperations: Operation[] = [
  checkGroupName,
  createGroup,
  getGroup,
  updateGroup,
  deleteGroup,
  transferGroup,
  joinGroup,
  leaveGroup,
  acceptGroupMember,
  rejectGroupMember,
  blockGroupMember,
  promoteGroupMember,
  demoteGroupMember,
  listGroupMembers,
  countOwnGroups,
  listOwnGroups,
  reorderGroups,
  listGroupPosts,
  listGroupsFeedPosts,
  exploreGroups,
];
