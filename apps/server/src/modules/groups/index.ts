// The groups area (issue 10): groups (name check, create, read, edit, delete with the password,
// hand over), joining (open at once, closed and private on request), members and their roles,
// blocks, the caller's groups and their order, explore, group posts through the read pipeline,
// rules, and reports on group posts (kept or hidden).
import type { Operation } from '../../platform/http/operation';
import { acceptGroupMember } from './operations/acceptGroupMember';
import { blockGroupMember } from './operations/blockGroupMember';
import { checkGroupName } from './operations/checkGroupName';
import { countOwnGroups } from './operations/countOwnGroups';
import { createGroup } from './operations/createGroup';
import { createGroupRule } from './operations/createGroupRule';
import { deleteGroup } from './operations/deleteGroup';
import { deleteGroupRule } from './operations/deleteGroupRule';
import { demoteGroupMember } from './operations/demoteGroupMember';
import { exploreGroups } from './operations/exploreGroups';
import { getGroup } from './operations/getGroup';
import { getGroupRule } from './operations/getGroupRule';
import { hideReportedGroupPost } from './operations/hideReportedGroupPost';
import { joinGroup } from './operations/joinGroup';
import { keepReportedGroupPost } from './operations/keepReportedGroupPost';
import { leaveGroup } from './operations/leaveGroup';
import { listGroupMembers } from './operations/listGroupMembers';
import { listGroupPosts } from './operations/listGroupPosts';
import { listGroupReports } from './operations/listGroupReports';
import { listGroupRules } from './operations/listGroupRules';
import { listGroupsFeedPosts } from './operations/listGroupsFeedPosts';
import { listOwnGroups } from './operations/listOwnGroups';
import { promoteGroupMember } from './operations/promoteGroupMember';
import { rejectGroupMember } from './operations/rejectGroupMember';
import { reorderGroupRules } from './operations/reorderGroupRules';
import { reorderGroups } from './operations/reorderGroups';
import { transferGroup } from './operations/transferGroup';
import { updateGroup } from './operations/updateGroup';
import { updateGroupRule } from './operations/updateGroupRule';

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
  listGroupRules,
  getGroupRule,
  createGroupRule,
  updateGroupRule,
  deleteGroupRule,
  reorderGroupRules,
  listGroupReports,
  keepReportedGroupPost,
  hideReportedGroupPost,
];
export { releaseGroupsOf } from './leaving';
