import { boardList } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** The projects newsfeed: the all, following and favorite tabs with every filter. */
export const listProjects = operation('listProjects', 'signed-in', boardList(projects));
