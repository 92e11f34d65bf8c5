import { boardUpdate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const updateListing = operation('updateListing', 'signed-in', boardUpdate(listings));
