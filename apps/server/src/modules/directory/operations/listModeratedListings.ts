import { boardListModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const listModeratedListings = operation(
  'listModeratedListings',
  'signed-in',
  boardListModerated(listings),
);
