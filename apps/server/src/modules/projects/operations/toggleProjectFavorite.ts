import { boardToggleFavorite } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

export const toggleProjectFavorite = operation(
  'toggleProjectFavorite',
  'signed-in',
  boardToggleFavorite(projects),
);
