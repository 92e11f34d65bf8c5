import { boardList } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

export const listListings = operation('listListings', 'signed-in', boardList(listings));
