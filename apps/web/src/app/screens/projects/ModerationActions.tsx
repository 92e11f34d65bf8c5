import { useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';
import type { Project } from './types';

export interface ModerationActionsProps {
  project: Project;
  onChange: (project: Project) => void;
}

/** Staff decisions on a project: approve or send back to review, flag or clear the flag. */
export function ModerationActions({ project, onChange }: ModerationActionsProps) {
  const { client } = useServices();
  const [busy, setBusy] = useState<string | null>(null);
  const params = { path: { id: project.id } };

  async function run(name: string, call: () => Promise<Project>) {
    setBusy(name);
    try {
      onChange(await call());
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(null);
    }
  }

  const moderate = project.moderate === 'approved' ? 'review' : 'approved';
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'moderate'}
        aria-label={`${moderate === 'approved' ? 'Approve' : 'Send to review'}: ${project.title}`}
        onClick={() =>
          void run('moderate', () =>
            unwrap(client.api.POST('/user/project/moderate/{id}', { params, body: { moderate } })),
          )
        }
      >
        {moderate === 'approved' ? 'Approve' : 'Send to review'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'flag'}
        aria-label={`${project.flagged ? 'Clear the flag' : 'Flag'}: ${project.title}`}
        onClick={() =>
          void run('flag', () =>
            unwrap(
              client.api.POST('/user/project/moderate/{id}/flag', {
                params,
                body: { flagged: !project.flagged },
              }),
            ),
          )
        }
      >
        {project.flagged ? 'Clear the flag' : 'Flag'}
      </Button>
    </>
  );
}
