import { boardCountOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const countOwnListings = operation('countOwnListings', 'signed-in', boardCountOwn(listings));
