import { boardListOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

/** The caller's listings, in review and flagged ones included. */
export const listOwnListings = operation('listOwnListings', 'signed-in', boardListOwn(listings));
