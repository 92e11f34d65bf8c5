import { boardList } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** The jobs newsfeed: the all, following and favorite tabs with every filter. */
export const listJobs = operation('listJobs', 'signed-in', boardList(jobs));
