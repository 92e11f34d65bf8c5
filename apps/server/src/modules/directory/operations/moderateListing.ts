import { boardModerate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const moderateListing = operation('moderateListing', 'signed-in', boardModerate(listings));
