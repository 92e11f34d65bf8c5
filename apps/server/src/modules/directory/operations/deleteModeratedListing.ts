import { boardDeleteModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const deleteModeratedListing = operation(
  'deleteModeratedListing',
  'signed-in',
  boardDeleteModerated(listings),
  { rateLimit: ['passwordCheck'] },
);
