import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { useBoardItem } from '../board/use-board-item';

/** One job by id (GET /user/job/{id}). */
export function useJob(id: string) {
  const { quietClient } = useServices();
  return useBoardItem('jobs', id, () =>
    unwrap(quietClient.api.GET('/user/job/{id}', { params: { path: { id } } })),
  );
}
