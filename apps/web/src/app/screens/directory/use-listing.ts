import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { useBoardItem } from '../board/use-board-item';

/** One listing (GET /user/listing/{id}); 404 (or a malformed id) is "missing". */
export function useListing(id: string) {
  const { quietClient } = useServices();
  return useBoardItem('directory', id, () =>
    unwrap(quietClient.api.GET('/user/listing/{id}', { params: { path: { id } } })),
  );
}
