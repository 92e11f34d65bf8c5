import { boardSetStatus } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** The owner opens or closes their project (a closed one takes no bids). */
export const setProjectStatus = operation(
  'setProjectStatus',
  'signed-in',
  boardSetStatus(projects),
);
