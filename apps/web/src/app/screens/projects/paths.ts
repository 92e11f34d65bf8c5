// Addresses of the projects screens.
export const PROJECTS_PATH = '/projects';
/** The create form. `new` is not an id, so it never hides a project. */
export const NEW_PROJECT_PATH = '/projects/new';

export function projectPath(id: string): string {
  return `${PROJECTS_PATH}/${encodeURIComponent(id)}`;
}

export function editProjectPath(id: string): string {
  return `${projectPath(id)}/edit`;
}
