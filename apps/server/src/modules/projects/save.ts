// Writing a project: publishing a new one, or an edit by its owner or by staff. Documents new to
// the project are queued for text extraction (documents.extract) after they are saved.
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import { insertBoardItem, replaceDocuments, updateBoardItem } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardItemRow } from '../../platform/db/tables';
import { NO_LOCATION } from '../../platform/geo/location';
import { projectChanges, queueExtraction } from './compose';
import { documentFileNames } from './repo';

type ProjectCreate = components['schemas']['ProjectCreate'];
type ProjectUpdate = components['schemas']['ProjectUpdate'];

/** Publishes the caller's project (visible at once: see docs/decisions.md); answers its id. */
export async function insertProject(
  ctx: AppContext,
  caller: Caller,
  body: ProjectCreate,
): Promise<string> {
  const changes = await projectChanges(ctx, caller.user.id, body);
  const id = await insertBoardItem(ctx.db, {
    kind: 'project',
    owner_id: caller.user.id,
    title: changes.title!,
    description: changes.description!,
    category: body.category,
    bid: body.bid,
    bids_close_at: changes.bids_close_at ?? null,
    currency: body.currency ?? 'USD',
    remote: body.remote ?? false,
    ...(changes.location ?? NO_LOCATION),
  });
  if (changes.documents && changes.documents.length > 0) {
    await queueExtraction(ctx, id, await replaceDocuments(ctx.db, id, changes.documents));
  }
  return id;
}

/** Applies an edit (owner or staff: the policy was checked by the operation). */
export async function updateProjectRow(
  ctx: AppContext,
  project: BoardItemRow,
  body: ProjectUpdate,
): Promise<void> {
  const attached = await documentFileNames(ctx.db, project.id);
  const { documents, location, ...fields } = await projectChanges(
    ctx,
    project.owner_id,
    body,
    attached,
  );
  await updateBoardItem(ctx.db, project.id, { ...fields, ...(location ?? {}) });
  if (documents) {
    await queueExtraction(ctx, project.id, await replaceDocuments(ctx.db, project.id, documents));
  }
}
