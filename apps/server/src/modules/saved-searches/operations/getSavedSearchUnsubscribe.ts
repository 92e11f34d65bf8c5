import { operation } from '../../../platform/http/operation';
import { askPage, goneLinkPage, sendPage } from '../page';
import { UNSUBSCRIBE_NOT_FOUND } from '../policy';
import { findByToken } from '../repo';
import { unsubscribePath } from '../links';

/** The page the mail's link opens: it names the search and asks; it changes nothing. */
export const getSavedSearchUnsubscribe = operation(
  'getSavedSearchUnsubscribe',
  'public',
  async ({ query, reply }, ctx) => {
    const search = await findByToken(ctx.db, query.token);
    if (!search) return sendPage(reply, 404, goneLinkPage(UNSUBSCRIBE_NOT_FOUND));
    const action = unsubscribePath(query.token);
    return sendPage(reply, 200, askPage(search.title, action, search.schedule !== 'never'));
  },
);
