import { boardCreate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

/** Business accounts only, within their level's listings quota; visible at once (board rule). */
export const createListing = operation('createListing', 'signed-in', boardCreate(listings), {
  rateLimit: ['posting'],
  status: 201,
});
