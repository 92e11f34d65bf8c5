import { boardDelete } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const deleteListing = operation('deleteListing', 'signed-in', boardDelete(listings), {
  rateLimit: ['passwordCheck'],
});
