import { boardListModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Moderator mode's queues: projects in review (inactive) or flagged, oldest first. */
export const listModeratedProjects = operation(
  'listModeratedProjects',
  'signed-in',
  boardListModerated(projects),
);
