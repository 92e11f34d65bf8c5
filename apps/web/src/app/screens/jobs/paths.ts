// Addresses of the jobs screens.
export const JOBS_PATH = '/jobs';
/** The create form. `new` is not an id, so it never hides a job. */
export const NEW_JOB_PATH = '/jobs/new';

export function jobPath(id: string): string {
  return `${JOBS_PATH}/${encodeURIComponent(id)}`;
}

export function editJobPath(id: string): string {
  return `${jobPath(id)}/edit`;
}
