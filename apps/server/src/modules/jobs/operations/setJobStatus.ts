import { boardSetStatus } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** The owner opens or closes their job (a closed one takes no applications). */
export const setJobStatus = operation('setJobStatus', 'signed-in', boardSetStatus(jobs));
