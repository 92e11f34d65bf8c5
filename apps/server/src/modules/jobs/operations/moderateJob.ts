import { boardModerate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Staff approve a job or send it back to review (out of the public lists). */
export const moderateJob = operation('moderateJob', 'signed-in', boardModerate(jobs));
