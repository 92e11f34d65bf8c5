// Reactions, reposts, bookmarks, pins and poll votes.
import type { Operation } from '../../platform/http/operation';

export const engagementOperations: Operation[] = [];
