// A project's own fields as the request sends them, made safe: a title, a rich-text description
// through core's allow-list (as posts are), a location resolved from its zip (platform/geo), and
// documents that are our own uploads only (platform/documents). Each new document is queued for
// text extraction once the project is saved.
import { postTextOf } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { AppContext } from '../../platform/context';
import { checkedDocuments, type AttachedDocument } from '../../platform/documents/attach';
import { resolveLocation, type LocationColumns } from '../../platform/geo/location';
import { badRequest } from '../../platform/http/errors';
import { checkedDeadline } from './policy';

type ProjectUpdate = components['schemas']['ProjectUpdate'];

export const PROJECT_FORM_MESSAGES = {
  title: 'Give the project a title.',
  description: 'Describe the project: the description has no readable text.',
  nothing: 'Send at least one field to change.',
} as const;

export interface ProjectChanges {
  title?: string;
  description?: string;
  category?: NonNullable<ProjectUpdate['category']>;
  bid?: number;
  /** The bid deadline (null: none). */
  bids_close_at?: Date | null;
  currency?: NonNullable<ProjectUpdate['currency']>;
  remote?: boolean;
  location?: LocationColumns;
  documents?: AttachedDocument[];
}

/**
 * The changes a create or an edit asks for, checked. `ownerId` is the project's owner (whose
 * uploads may be attached); `attached` the file names already on the project (kept on an edit,
 * also by staff).
 */
export async function projectChanges(
  ctx: AppContext,
  ownerId: string,
  body: ProjectUpdate,
  attached: ReadonlySet<string> = new Set(),
): Promise<ProjectChanges> {
  if (Object.keys(body).length === 0) throw badRequest(PROJECT_FORM_MESSAGES.nothing);
  const changes: ProjectChanges = {};
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (title === '')
      throw badRequest(PROJECT_FORM_MESSAGES.title, { title: PROJECT_FORM_MESSAGES.title });
    changes.title = title;
  }
  if (body.description !== undefined) {
    const description = postTextOf(body.description);
    if (description === '') {
      throw badRequest(PROJECT_FORM_MESSAGES.description, {
        description: PROJECT_FORM_MESSAGES.description,
      });
    }
    changes.description = description;
  }
  if (body.category !== undefined) changes.category = body.category;
  if (body.bid !== undefined) changes.bid = body.bid;
  if (body.bidDeadline !== undefined) changes.bids_close_at = checkedDeadline(body.bidDeadline);
  if (body.currency !== undefined) changes.currency = body.currency;
  if (body.remote !== undefined) changes.remote = body.remote;
  if (body.location !== undefined)
    changes.location = resolveLocation(body.location, 'location.zip');
  if (body.documents !== undefined) {
    changes.documents = await checkedDocuments(ctx, ownerId, body.documents, 'documents', attached);
  }
  return changes;
}

/** Queues text extraction for documents new to the project (replaceDocuments answers them). */
export async function queueExtraction(
  ctx: AppContext,
  itemId: string,
  fileNames: readonly string[],
): Promise<void> {
  for (const fileName of new Set(fileNames)) {
    await ctx.jobs.send('documents.extract', { itemId, fileName });
  }
}
