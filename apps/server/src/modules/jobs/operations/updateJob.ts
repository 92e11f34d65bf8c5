import { boardUpdate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** The owner edits their job (staff use updateModeratedJob). */
export const updateJob = operation('updateJob', 'signed-in', boardUpdate(jobs));
