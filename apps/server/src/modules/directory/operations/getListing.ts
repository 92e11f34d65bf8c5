import { boardGet } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const getListing = operation('getListing', 'signed-in', boardGet(listings));
