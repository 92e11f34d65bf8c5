import { boardToggleFavorite } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

export const toggleJobFavorite = operation(
  'toggleJobFavorite',
  'signed-in',
  boardToggleFavorite(jobs),
);
