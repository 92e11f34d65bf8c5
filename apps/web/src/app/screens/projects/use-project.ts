import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { useBoardItem } from '../board/use-board-item';

/** One project by id (GET /user/project/{id}). */
export function useProject(id: string) {
  const { quietClient } = useServices();
  return useBoardItem('projects', id, () =>
    unwrap(quietClient.api.GET('/user/project/{id}', { params: { path: { id } } })),
  );
}
