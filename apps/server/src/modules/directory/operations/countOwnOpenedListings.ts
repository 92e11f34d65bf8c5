import { boardCountOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const countOwnOpenedListings = operation(
  'countOwnOpenedListings',
  'signed-in',
  boardCountOwn(listings, 'opened'),
);
