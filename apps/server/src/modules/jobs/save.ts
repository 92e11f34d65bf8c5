// Writing a job: publishing a new one, or an edit by its owner or by staff.
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import { insertBoardItem, updateBoardItem } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardItemRow } from '../../platform/db/tables';
import { NO_LOCATION } from '../../platform/geo/location';
import { jobChanges, type JobDetails } from './compose';

type JobCreate = components['schemas']['JobCreate'];
type JobUpdate = components['schemas']['JobUpdate'];

/** Publishes the caller's job (visible at once, like every board item); answers its id. */
export async function insertJob(ctx: AppContext, caller: Caller, body: JobCreate) {
  const changes = jobChanges(body);
  const details = changes.details as JobDetails;
  return insertBoardItem(ctx.db, {
    kind: 'job',
    owner_id: caller.user.id,
    title: changes.title!,
    description: changes.description!,
    category: body.category,
    remote: details.workplace === 'remote',
    details: JSON.stringify(details),
    ...(changes.location ?? NO_LOCATION),
  });
}

/** Applies an edit (owner or staff: the policy was checked by the operation). */
export async function updateJobRow(ctx: AppContext, job: BoardItemRow, body: JobUpdate) {
  const { details: patch, location, ...fields } = jobChanges(body);
  const details = { ...(job.details as JobDetails), ...patch };
  await updateBoardItem(ctx.db, job.id, {
    ...fields,
    ...(location ?? {}),
    remote: details.workplace === 'remote',
    details: JSON.stringify(details),
  });
}
