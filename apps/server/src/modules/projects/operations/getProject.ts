import { boardGet } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** A project the caller may see, with their own bid. */
export const getProject = operation('getProject', 'signed-in', boardGet(projects));
