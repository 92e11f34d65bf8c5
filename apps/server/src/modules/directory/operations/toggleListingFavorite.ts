import { boardToggleFavorite } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const toggleListingFavorite = operation(
  'toggleListingFavorite',
  'signed-in',
  boardToggleFavorite(listings),
);
