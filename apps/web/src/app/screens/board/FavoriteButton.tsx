import { useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';

export interface FavoriteButtonProps {
  kind: 'project' | 'job';
  id: string;
  title: string;
  favorite: boolean;
  onChange: (favorite: boolean) => void;
}

/** Favorite / unfavorite a project or a job (a toggle: pressed while it is a favorite). */
export function FavoriteButton({ kind, id, title, favorite, onChange }: FavoriteButtonProps) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const path = kind === 'project' ? '/user/project/{id}/favorite' : '/user/job/{id}/favorite';
      const result = await unwrap(client.api.POST(path, { params: { path: { id } } }));
      onChange(result.favorite);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={favorite}
      aria-label={`Favorite: ${title}`}
      loading={busy}
      onClick={() => void toggle()}
    >
      {favorite ? '★ Favorite' : '☆ Favorite'}
    </Button>
  );
}
