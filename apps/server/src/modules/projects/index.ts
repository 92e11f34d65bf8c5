// The projects area (issue 11): publish, edit, read, delete with the password, favorite,
// report, open and close; the newsfeed with its tabs and filters (zip and radius, keyword over
// the documents too), counts and the own lists; bids (one per person, edited in place) and the
// owner's comparison of them and decisions on them (shortlist, award, decline, message; issue 24);
// staff moderation. Built on the board layer (platform/board).
import type { Operation } from '../../platform/http/operation';
import { applyToProject } from './operations/applyToProject';
import { awardProjectBid } from './operations/awardProjectBid';
import { countOwnOpenedProjects } from './operations/countOwnOpenedProjects';
import { countOwnProjects } from './operations/countOwnProjects';
import { countProjects } from './operations/countProjects';
import { declineProjectBid } from './operations/declineProjectBid';
import { createProject } from './operations/createProject';
import { deleteModeratedProject } from './operations/deleteModeratedProject';
import { deleteProject } from './operations/deleteProject';
import { flagModeratedProject } from './operations/flagModeratedProject';
import { getProject } from './operations/getProject';
import { listModeratedProjects } from './operations/listModeratedProjects';
import { listOwnProjects } from './operations/listOwnProjects';
import { listProjectBids } from './operations/listProjectBids';
import { listProjects } from './operations/listProjects';
import { messageProjectBidder } from './operations/messageProjectBidder';
import { moderateProject } from './operations/moderateProject';
import { reportProject } from './operations/reportProject';
import { setProjectStatus } from './operations/setProjectStatus';
import { shortlistProjectBid } from './operations/shortlistProjectBid';
import { toggleProjectFavorite } from './operations/toggleProjectFavorite';
import { updateModeratedProject } from './operations/updateModeratedProject';
import { updateProject } from './operations/updateProject';

export const projectsOperations: Operation[] = [
  listProjects,
  countProjects,
  listOwnProjects,
  countOwnProjects,
  countOwnOpenedProjects,
  createProject,
  getProject,
  updateProject,
  deleteProject,
  toggleProjectFavorite,
  reportProject,
  setProjectStatus,
  applyToProject,
  listProjectBids,
  shortlistProjectBid,
  awardProjectBid,
  declineProjectBid,
  messageProjectBidder,
  moderateProject,
  flagModeratedProject,
  updateModeratedProject,
  deleteModeratedProject,
  listModeratedProjects,
];
