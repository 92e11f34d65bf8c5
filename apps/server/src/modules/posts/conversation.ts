// Editing with history, replies, threads, reports, thread mutes and impressions.
import type { Operation } from '../../platform/http/operation';

export const conversationOperations: Operation[] = [];
