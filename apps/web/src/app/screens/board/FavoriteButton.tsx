import { useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';

const PATHS = {
  project: '/user/project/{id}/favorite',
  job: '/user/job/{id}/favorite',
  listing: '/user/listing/{id}/favorite',
} as const;

export interface FavoriteButtonProps {
  kind: keyof typeof PATHS;
  id: string;
  title: string;
  favorite: boolean;
  onChange: (favorite: boolean) => void;
}

/** Favorite / unfavorite a project, a job or a listing (a toggle: pressed while it is a favorite). */
export function FavoriteButton({ kind, id, title, favorite, onChange }: FavoriteButtonProps) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const result = await unwrap(client.api.POST(PATHS[kind], { params: { path: { id } } }));
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
