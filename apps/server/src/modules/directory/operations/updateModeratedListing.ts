import { boardUpdateModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const updateModeratedListing = operation(
  'updateModeratedListing',
  'signed-in',
  boardUpdateModerated(listings),
);
