import { boardCount } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const countListings = operation('countListings', 'signed-in', boardCount(listings));
