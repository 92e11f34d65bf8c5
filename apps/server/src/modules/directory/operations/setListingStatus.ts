import { boardSetStatus } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const setListingStatus = operation(
  'setListingStatus',
  'signed-in',
  boardSetStatus(listings),
);
