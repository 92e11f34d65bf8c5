import { boardFlag } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const flagModeratedListing = operation(
  'flagModeratedListing',
  'signed-in',
  boardFlag(listings),
);
