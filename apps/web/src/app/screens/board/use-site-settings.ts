// The public site settings (GET /settings), read once through the query cache: the map's tiles.
import { useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@trestle/sdk';
import { useServices } from '../../services-context';

export type SiteSettings = components['schemas']['SiteSettings'];

/** The settings, or null while they load (or when they could not be read). */
export function useSiteSettings(): SiteSettings | null {
  const { quietClient } = useServices();
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: () => unwrap(quietClient.api.GET('/settings')),
    // They change only when an administrator edits them.
    staleTime: Infinity,
  });
  return query.data ?? null;
}
