import { operation } from '../../../platform/http/operation';
import { projectFor, readProject } from '../read';

/** A project the caller may see, with their own bid. */
export const getProject = operation('getProject', 'signed-in', async ({ params, caller }, ctx) => {
  const project = await projectFor(ctx, caller, params.id);
  return readProject(ctx, caller, project.id);
});
